#!/bin/sh
# learn_terminal.sh: `bang learn` as a person sees it, in a real
# pseudo-terminal (tmux, 80x24). Usage: learn_terminal.sh BANG LANG
# (ctest learn/terminal/<lang>). The first card lesson:
#  - the visible screen holds the table, the options, the lesson's task and
#    the prompt; no line of the session is wider than 80 columns;
#  - a wrong move typed at the prompt is explained in the language and the
#    prompt comes back; Tab completes a command word; the right move is
#    praised, and the lesson waits for Enter before the next one;
#  - Enter starts lesson 2; quit leaves with status 0.
# With BANG_LEARN_SCREENS=DIR set, the screens are saved there as text.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: learn_terminal.sh BANG LANG}
lang=${2:?}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-learn-$$"
cleanup() {
  tmux -L "$sock" kill-server 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
status=0
fail() { echo "FAIL $lang: $*"; status=1; }
case $lang in
  en) wrong="Not this move" right="Right!" next="Lesson 2 of 10" move="Your move" ;;
  pt_BR) wrong="Não é esta jogada" right="Certo!" next="Lição 2 de 10" move="Sua jogada" ;;
  es) wrong="Esa jugada no" right="¡Bien!" next="Lección 2 de 10" move="Tu jugada" ;;
  it) wrong="Non questa mossa" right="Giusto!" next="Lezione 2 di 10" move="La tua mossa" ;;
  zh_CN) wrong="不是这一步" right="正确！" next="第 2 课" move="你要做的" ;;
  *) echo "FAIL: unknown language $lang"; exit 1 ;;
esac
export LC_ALL=C.UTF-8
echo 'set -g history-limit 5000' >"$tmp/tmux.conf"
new_session "$sock" -f "$tmp/tmux.conf" new-session -d -x 80 -y 24 -s learn \
  "$bang learn card --lang $lang; echo \"exit status \$?\"; sleep 30"
screen() { tmux -L "$sock" capture-pane -p -t learn; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t learn; }
keys() { tmux -L "$sock" send-keys -t learn "$@"; }
type_text() { tmux -L "$sock" send-keys -l -t learn "$1"; } # literal: "end" is not the End key
wait_for() { # text: on the visible screen within 10 s
  for _ in $(seq 1 100); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "no '$1' on the screen:"
  screen | tail -8
  return 1
}
wait_for "ann>" || exit 1
screen >"$tmp/first"
for what in "ann " "dee " "$move" "ann>"; do
  grep -qF -- "$what" "$tmp/first" || fail "the first screen lacks '$what'"
done
grep -qE '^ +1\) ' "$tmp/first" || fail "the first screen lacks the options"
# A wrong move: explained, nothing played, the prompt again.
type_text "end"
keys Enter
wait_for "$wrong" || exit 1
sleep 0.3
screen | tail -1 | grep -q "^ann> *$" || fail "no prompt after the wrong move"
screen >"$tmp/wrong"
# Tab completes "play stage" (English words work in every language) to the
# Stagecoach as the player's language names it.
case $lang in
  pt_BR) stagecoach=carruagem ;;
  es) stagecoach=diligencia ;;
  it) stagecoach=diligenza ;;
  zh_CN) stagecoach=驿站马车 ;;
  *) stagecoach=stagecoach ;;
esac
type_text "play stageco"
keys Tab
sleep 0.5
screen | tail -1 | grep -qF "$stagecoach" || fail "Tab did not complete the Stagecoach: $(screen | tail -1)"
keys Enter
wait_for "$right" || exit 1
screen >"$tmp/right"
# The lesson waits for Enter, then lesson 2 begins.
sleep 0.3
grep -qF "$next" "$tmp/right" && fail "lesson 2 began without Enter"
keys Enter
for _ in $(seq 1 100); do
  history | grep -qF -- "$next" && break
  sleep 0.1
done
history | grep -qF -- "$next" || fail "lesson 2 did not begin after Enter"
wait_for "$move" || exit 1
screen >"$tmp/second"
type_text "quit"
keys Enter
wait_for "exit status 0" || fail "quit did not leave with status 0"
# No line wider than the terminal (wrapped lines are joined back).
history | awk -v f="$tmp/wide" '{ if (length($0) > 80) print > f }'
LC_ALL=C.UTF-8 history | while IFS= read -r line; do
  case $line in "  $bang "*) continue ;; esac # a command to copy, whole: its path may be long
  w=$(printf '%s' "$line" | wc -L)
  [ "$w" -le 80 ] || echo "$line"
done >"$tmp/too_wide"
[ -s "$tmp/too_wide" ] && fail "lines wider than 80 columns: $(head -2 "$tmp/too_wide")"
if [ -n "${BANG_LEARN_SCREENS:-}" ]; then
  mkdir -p "$BANG_LEARN_SCREENS"
  cp "$tmp/wrong" "$BANG_LEARN_SCREENS/$lang-wrong.txt"
  cp "$tmp/right" "$BANG_LEARN_SCREENS/$lang-right.txt"
  cp "$tmp/second" "$BANG_LEARN_SCREENS/$lang-second.txt"
fi
[ $status -eq 0 ] && echo "PASS bang learn at the terminal ($lang)"
exit $status
