#!/bin/sh
# table_info.sh: what a player needs to know is on the screen (ctest
# reading/table_info; issue 29). Usage: table_info.sh BANG
#  - a choice of character gives each character's life points with its
#    ability (card game and dice game);
#  - the dice table shows the player's character and ability, as the card
#    table does;
#  - Sid Ketchum's start-of-turn question says it is his ability, and the
#    table before it shows no dice (the previous player's roll);
#  - each die the player assigns to a target is confirmed at once.
set -u
bang=${1:?usage: table_info.sh BANG}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
printf 'quit\nquit\n' | "$bang" play --choose-character --seed 9 --pace 0 --lang en >"$tmp/card" 2>&1
grep -q '^    Willy the Kid, 4 life points: You may play any number of BANG!' "$tmp/card" ||
  { fail "the card game's choice of character gives no life points:"; grep -A4 'Choose your' "$tmp/card"; }
printf 'quit\nquit\n' | "$bang" play --game dice --choose-character --seed 4 --pace 0 --lang en >"$tmp/dice" 2>&1
grep -q '^    El Gringo, 7 life points: ' "$tmp/dice" ||
  { fail "the dice game's choice of character gives no life points:"; grep -A4 'Choose your' "$tmp/dice"; }
printf 'quit\nquit\n' | "$bang" play --game dice --seed 4 --pace 0 --lang en >"$tmp/table" 2>&1
sed -n '/^Arrows in the pile/,/^Dice:/p' "$tmp/table" | grep -q "^El Gringo: When a player's die makes you lose life" ||
  { fail "the dice table has no ability line:"; sed -n '/^Arrows in the pile/,/^Dice:/p' "$tmp/table"; }
printf 'quit\nquit\n' | "$bang" play --game dice --players 8 --seed 4 --pace 0 --lang en >"$tmp/sid" 2>&1
grep -q '^ann: Sid Ketchum, your ability: who gains 1 life?' "$tmp/sid" ||
  { fail "Sid Ketchum's question does not say it is his ability:"; grep 'gains 1 life' "$tmp/sid"; }
sed -n '/Turn 5: ann plays/,/gains 1 life?/p' "$tmp/sid" | grep '^Dice:' &&
  fail "Sid Ketchum's question shows the previous player's dice"
printf 'stop\n1\n1\n1\n1\nquit\nquit\n' | "$bang" play --game dice --seed 4 --pace 0 --lang en >"$tmp/aim" 2>&1
grep -A1 -m1 '^ann> 1$' "$tmp/aim" | tail -1 | grep -q '^  ann aims die [0-9] at [a-z]*\.$' ||
  { fail "a die assigned is not confirmed:"; grep -A2 -m1 '^ann> 1$' "$tmp/aim"; }
exit $status
