#!/bin/sh
# fits_terminal.sh: every screen fits (issue 29 item 3). A 7-player card
# game (seed 190 with random computer players, whose play no tuning of the
# computer player changes: two players out, seven cards in play among them
# three weapons, a Panic! and a Cat Balou in hand: 17 options in six
# groups) resumed at a real terminal
# (tmux) at 80x24 and at 60x24. The decision screen keeps on screen the
# table's header, your row, your hand and the prompt (at 80x24 every option
# too); a card's value never starts a line (no "BANG!" / "2♦"), no option
# is parted from its number, no command or "(play …)" is split across
# lines. The options are numbered in reading order, and a number typed
# picks the option shown with it. And a game's table keeps one form.
# Usage: fits_terminal.sh BANG
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: fits_terminal.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-fits-$$"
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
wait_for() {
  for _ in $(seq 1 100); do
    screen | grep -q "$1" && return 0
    sleep 0.1
  done
  fail "'$1' did not show in 10 s:"
  screen | tail -8
  return 1
}
# The save: ann's first 15 answers "1" (the computer players do the rest).
yes 1 | head -15 | "$bang" play --players 7 --seed 190 --bot random --pace 0 >"$tmp/piped" 2>&1
[ $? -eq 3 ] || { echo "FAIL: the piped answers did not stop the game: $(tail -3 "$tmp/piped")"; exit 1; }
cp -r "$XDG_STATE_HOME" "$tmp/saved"

# check W H: the decision screen at W columns and H lines.
check() {
  w=$1 h=$2
  tmux -L "$sock" kill-server 2>/dev/null
  sleep 0.2
  rm -rf "$XDG_STATE_HOME" && cp -r "$tmp/saved" "$XDG_STATE_HOME"
  new_session "$sock" new-session -d -x "$w" -y "$h" -s play "$bang play --resume --pace 0; sleep 30"
  wait_for '^ann> *$' || return 1
  sleep 0.3
  screen >"$tmp/screen"
  echo "---- $w x $h"
  cat "$tmp/screen"
  grep -q '^  Player  *Character  *Life' "$tmp/screen" || fail "${w}x$h: the table's header is off the screen"
  grep -q '^> ann ' "$tmp/screen" || fail "${w}x$h: your row is off the screen"
  grep -q '^Your hand: ' "$tmp/screen" || fail "${w}x$h: your hand is off the screen"
  grep -q '^ann: Play a card, or end the turn\.' "$tmp/screen" || fail "${w}x$h: the question is off the screen"
  [ "$(tail -1 "$tmp/screen" | sed 's/ *$//')" = "ann>" ] || fail "${w}x$h: the prompt is not the last line"
  if grep -Eq '^ *(10|[2-9JQKA])[♠♥♦♣]' "$tmp/screen"; then
    fail "${w}x$h: a card's value starts a line: $(grep -E '^ *(10|[2-9JQKA])[♠♥♦♣]' "$tmp/screen")"
  fi
  if grep -Eq '[0-9]+\) *$' "$tmp/screen"; then
    fail "${w}x$h: an option's number ends a line: $(grep -E '[0-9]+\) *$' "$tmp/screen")"
  fi
  # "(play cat_balou …)" whole on one line: every "(" closed on its line
  awk '{ line = $0; gsub(/[0-9]+\)/, "", line); o = gsub(/\(/, "", line); c = gsub(/\)/, "", line)
         if (o != c) print }' "$tmp/screen" >"$tmp/parens"
  [ -s "$tmp/parens" ] && fail "${w}x$h: a '(…)' is split across lines: $(cat "$tmp/parens")"
  # the numbers in reading order
  nums=$(sed -n '/^ann: Play a card/,$p' "$tmp/screen" | grep -oE '(^| )[0-9]+\)' | tr -d ' )' | tr '\n' ' ')
  sorted=$(printf '%s' "$nums" | tr ' ' '\n' | sort -n | tr '\n' ' ')
  [ "$nums" = "$sorted" ] || fail "${w}x$h: the options are not numbered in reading order: $nums"
  return 0
}
if check 80 24; then
  for k in $(seq 1 17); do
    grep -qE "(^| )$k\) " "$tmp/screen" || fail "80x24: option $k is off the screen"
  done
  # what option 15 is shown as, then typed
  shown=$(grep -oE '(^| )15\) [a-z_ ]+' "$tmp/screen" | head -1 | sed 's/^ *15) //; s/  .*//; s/ *$//')
  tmux -L "$sock" send-keys -t play 15 Enter
  sleep 1
  echo "---- typed 15 (shown: $shown)"
  screen | tail -5
  case "$shown" in
    "volcanic") screen | grep -q "ann takes cy's Volcanic" || fail "15 did not take cy's Volcanic" ;;
    *) fail "option 15 is '$shown', not 'volcanic' (Panic!: take cy's …, after the hand)" ;;
  esac
fi
check 60 24

# One form for the whole table: a 7-player game (seed 4) at 80 columns
# does not switch its Distance column between "1 (in range)" and "1*" as
# cards come into play.
rm -rf "$XDG_STATE_HOME"
yes 1 | head -20 | COLUMNS=80 "$bang" play --players 7 --seed 4 --pace 0 >"$tmp/forms" 2>&1
forms=$(grep '^  Player  ' "$tmp/forms" | grep -oE 'Dist\.|Distance' | sort -u | tr '\n' ' ')
[ "$(grep -c '^  Player  ' "$tmp/forms")" -ge 10 ] || fail "seed 4: fewer than 10 tables: $(tail -3 "$tmp/forms")"
case "$forms" in
  "Dist. " | "Distance ") ;;
  *) fail "seed 4 at 80 columns: the table changes form during the game: $forms" ;;
esac
exit $status
