#!/bin/sh
# confirm_terminal.sh: no traps at a real terminal (tmux, 80x24; issue 29).
# Usage: confirm_terminal.sh BANG SOURCE_DIR
#  - dice (pt_BR): at a reroll question a number typed is a die: `3` rerolls
#    die 3 (the other four keep their faces), `2 5` rerolls those two; the
#    question fits one line, with no list of the 31 sets of dice;
#  - card: taking a hit that takes the last life while a Missed! in the hand
#    would stop it is asked twice, and a Beer with two players left too.
#    Both tables are reached by typing the saved steps of confirm/*.steps
#    (every seat human, so no computer player's choice is in them), piped,
#    then resuming the save at the terminal.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: confirm_terminal.sh BANG SOURCE_DIR}
src=${2:?}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-confirm-$$"
cleanup() {
  tmux -L "$sock" kill-server 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
export LC_ALL=C.UTF-8 XDG_STATE_HOME="$tmp/state"
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
screen() { tmux -L "$sock" capture-pane -p -t play; }
# start COMMAND PROMPT: run COMMAND in a fresh 80x24 window until PROMPT shows.
start() {
  tmux -L "$sock" kill-server 2>/dev/null
  sleep 0.2
  new_session "$sock" new-session -d -x 80 -y 24 -s play "$1; sleep 30"
  wait_for "$2"
}
wait_for() {
  for _ in $(seq 1 100); do
    screen | grep -q "$1" && return 0
    sleep 0.1
  done
  fail "'$1' did not show in 10 s:"
  screen | tail -8
  return 1
}
# type TEXT: type a line and wait until the game has answered (a prompt again).
type_line() {
  tmux -L "$sock" send-keys -t play -l "$1"
  tmux -L "$sock" send-keys -t play Enter
  sleep 0.6
}
dice_line() { screen | grep '^Dados:' | tail -1; }
# The face of die N on a "Dados:  1:Face  2:Face ..." line.
face() { printf '%s\n' "$1" | sed "s/.* $2:\\([^ ]*\\( [^ 0-9][^ ]*\\)*\\).*/\\1/"; }

# ---- dice: the numbers typed are dice ----------------------------------------
if start "$bang play --game dice --lang pt_BR --seed 12 --pace 0" '^ann>'; then
  screen >"$tmp/reroll"
  grep -q 'Quais dados você quer re-rolar?' "$tmp/reroll" || fail "no reroll question: $(tail -4 "$tmp/reroll")"
  grep -q '32)' "$tmp/reroll" && fail "the 32 options are still listed:" && tail -8 "$tmp/reroll"
  [ "$(sed -n '/re-rolar?$/,$p' "$tmp/reroll" | wc -l)" -le 4 ] ||
    fail "the reroll question takes more than 4 lines: $(sed -n '/re-rolar?$/,$p' "$tmp/reroll")"
  before=$(dice_line)
  type_line 3
  after=$(dice_line)
  screen | grep -q 'Recusado' && fail "'3' was refused: $(screen | tail -4)"
  [ "$before" != "$after" ] || fail "'3' rerolled nothing (or the die came up the same): $after"
  for d in 1 2 4 5; do
    [ "$(face "$before" $d)" = "$(face "$after" $d)" ] ||
      fail "'3' changed die $d: before '$before', after '$after'"
  done
  type_line "2 5"
  screen | tail -6 >"$tmp/after25"
  grep -q 'Recusado' "$tmp/after25" && fail "'2 5' was refused: $(cat "$tmp/after25")"
  grep -q 'rola os dados' "$tmp/after25" || screen | grep -q 'rola os dados' || fail "'2 5' rolled nothing"
fi

# ---- card: confirmations -------------------------------------------------------
# resume STEPS SEED: the table after STEPS, resumed at the terminal.
resume() {
  # (the game before is ended first: it would save over `last` as it ends)
  tmux -L "$sock" kill-server 2>/dev/null
  sleep 0.5
  rm -rf "$XDG_STATE_HOME"
  "$bang" play --players 4 --humans 4 --seed "$2" --lang en --pace 0 <"$src/tests/confirm/$1" >"$tmp/piped" 2>&1
  [ $? -eq 3 ] || { fail "$1: the piped steps did not stop the game: $(tail -3 "$tmp/piped")"; return 1; }
  start "$bang play --resume --pace 0" 'press Enter' || return 1
  tmux -L "$sock" send-keys -t play Enter
  wait_for '> *$'
}
# warned WHAT COMMAND TEXT: COMMAND is asked again with TEXT, then done when typed again.
warned() {
  type_line "$2"
  screen >"$tmp/warn"
  if ! tr '\n' ' ' <"$tmp/warn" | sed 's/  */ /g' | grep -qF "$3"; then
    fail "$1: '$2' was not asked again with '$3':"
    tail -8 "$tmp/warn"
    return
  fi
  type_line "$2"
}
if resume lethal_take.steps 3; then
  screen | grep -q '^cy: dee shoots at you' || fail "lethal: not cy's answer: $(screen | tail -4)"
  warned lethal take "Careful: This would take your last life, and your Missed! can stop it. Type it again"
  screen | grep -q '^cy: You are at 0 life' || fail "lethal: the second 'take' did not take the hit: $(screen | tail -4)"
fi
if resume beer_two_left.steps 7; then
  screen | grep -q '^bob: Play a card' || fail "beer: not bob's turn: $(screen | tail -4)"
  warned beer "play beer" "Careful: With two players left, Beer would heal nothing. Type it again"
  screen | grep -q 'With two players left, the Beer heals nothing\.' ||
    fail "beer: the second 'play beer' did not play it: $(screen | tail -4)"
fi
exit $status
