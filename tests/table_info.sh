#!/bin/sh
# table_info.sh: what a player needs to know is on the screen (ctest
# reading/table_info; issue 29). Usage: table_info.sh BANG
#  - a choice of character gives each character's life points with its
#    ability (card game and dice game);
#  - the dice table shows the player's character and ability, as the card
#    table does.
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
exit $status
