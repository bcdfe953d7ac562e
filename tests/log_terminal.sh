#!/bin/sh
# log_terminal.sh: `log [N]` shows the public log's last lines again, in
# every language with its translated command word (ctest reading/log).
# Usage: log_terminal.sh BANG
#
# In a real pseudo-terminal (tmux) at 80x24, a 7-player card game: once the
# computer players' turns have scrolled the start of the game off the
# screen, `log` brings back the last 15 lines, the last one being the last
# line the game printed before the table; `log 2` shows two; `log x` is
# refused with the command's usage and the decision stays. In each of the
# five languages, `log 2` typed as the language's word answers. In a
# lesson of `bang learn`, too.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: log_terminal.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-log-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
screen() { tmux -L "$sock" capture-pane -p -t "$1"; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t "$1"; }
wait_for() { # session pattern
  for _ in $(seq 1 100); do
    screen "$1" | grep -q "$2" && return 0
    sleep 0.1
  done
  fail "$1: waited 10 s for '$2'; the screen ends with: $(screen "$1" | tail -3)"
  return 1
}
# The lines after the last line matching $2 in the session's visible screen.
after_last() { screen "$1" | awk -v p="$2" '$0 ~ p { n = NR; delete l } n && NR > n { l[NR] = $0 } END { for (i = n + 1; i in l; i++) print l[i] }'; }

# English, at length: the whole game's start has scrolled away.
new_session "$sock" new-session -d -x 80 -y 24 -s en \
  "$bang play --players 7 --seed 11 --pace 0 --lang en; sleep 30"
wait_for en '^ann>' || exit 1
# Keep ending turns (and taking what comes) until turn 8 has begun.
for _ in $(seq 1 60); do
  history en | grep -q 'Turn 8:' && break
  screen en | grep -v '^$' | tail -1 | grep -q '^ann>' || { sleep 0.2; continue; }
  if screen en | grep -q '  end$'; then
    tmux -L "$sock" send-keys -t en end Enter
  else
    tmux -L "$sock" send-keys -t en 1 Enter
  fi
  sleep 0.3
done
history en | grep -q 'Turn 8:' || fail "the game never reached turn 8"
history en >"$tmp/before"
# The last log line printed before the last table (its header: "  Player").
last=$(awk '/^  Player +Character/ { print prev } /./ { prev = $0 }' "$tmp/before" | tail -1)
screen en | grep -q 'Turn 1:' && fail "turn 1 is still on the screen: the test proves nothing"
tmux -L "$sock" send-keys -t en log Enter
wait_for en 'The last 15 lines of the log:' && {
  after_last en 'The last 15 lines of the log:' >"$tmp/log"
  [ "$(grep -c '^  [^ ]' "$tmp/log")" = 15 ] || { fail "log did not show 15 lines:"; cat "$tmp/log"; }
  [ -n "$last" ] && grep -v '^ann>' "$tmp/log" | tail -1 | grep -qxF -- "$last" ||
    fail "the last line shown before the table ('$last') is not in the log's last lines"
  tail -1 "$tmp/log" | grep -q '^ann> *$' || fail "no prompt after log: $(tail -1 "$tmp/log")"
}
tmux -L "$sock" send-keys -t en 'log 2' Enter
wait_for en 'The last 2 lines of the log:' &&
  [ "$(after_last en 'The last 2 lines of the log:' | grep -c '^  [^ ]')" = 2 ] ||
  fail "log 2 did not show two lines: $(screen en | tail -4)"
tmux -L "$sock" send-keys -t en 'log x' Enter
wait_for en 'log takes a number of lines, for example: log 30\.' || true

# Each language, by its own word.
for pair in "pt_BR|histórico|As últimas 2 linhas do histórico:" \
            "es|historial|Las últimas 2 líneas del historial:" \
            "it|registro|Le ultime 2 righe del registro:" \
            "zh_CN|记录|记录的最后 2 行："; do
  lang=${pair%%|*} rest=${pair#*|}
  word=${rest%%|*} header=${rest#*|}
  s=$(echo "$lang" | tr -d _)
  new_session "$sock" new-session -d -x 80 -y 24 -s "$s" \
    "$bang play --players 4 --seed 3 --pace 0 --lang $lang; sleep 30"
  wait_for "$s" '^ann>' || continue
  tmux -L "$sock" send-keys -t "$s" "$word 2" Enter
  wait_for "$s" "$header" || continue
  [ "$(after_last "$s" "$header" | grep -c '^  [^ ]')" = 2 ] ||
    fail "$lang: '$word 2' did not show two lines: $(screen "$s" | tail -4)"
done

# A lesson answers it too, and the lesson goes on.
printf 'log 1\nquit\n' | "$bang" learn card --lesson 1 --lang en >"$tmp/lesson" 2>&1
grep -A1 '^The last line of the log:' "$tmp/lesson" | grep -q '^  ann draws 2 cards\.' ||
  { fail "bang learn did not answer log 1:"; tail -5 "$tmp/lesson"; }
exit $status
