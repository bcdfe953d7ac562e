#!/bin/sh
# cheating_bot.sh BANG SOURCE_DIR: a computer player sees only what its
# seat may see and changes nothing (issue 8). Copies lua/ into a temporary
# data folder and puts tests/mods/cheating_bot/bot.lua in place of each
# variant's bot (the stock one kept as stock_bot.lua, which it plays with).
# At every decision it tries to read other hands, hidden roles and the
# deck, to reach the game or the rules' state, to change the decision, the
# public record or a card's place, and to draw on the game's chance. Checks:
#   - no attempt succeeds (no "CHEAT:" anywhere), every game finishes and
#     no decision falls back to chance;
#   - its games (--bot hard: the stock bot itself, not a level wrapping
#     it, whose slips draw on the seat's generator the cheat draws on too)
#     come out exactly as the stock bot's (same seed, same
#     results): it changed nothing, not even the game's random numbers.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$src/lua" "$tmp/lua"
for v in card dice; do
  cp "$src/lua/$v/bot.lua" "$tmp/lua/$v/stock_bot.lua"
  cp "$src/tests/mods/cheating_bot/bot.lua" "$tmp/lua/$v/bot.lua"
done
fail=0
check() { # name, output of the cheating run, output of the stock run
  if echo "$2" | grep -q "CHEAT\|did not finish\|failed to take"; then
    echo "FAIL: $1:"
    echo "$2" | grep -m 3 "CHEAT\|did not finish\|failed to take" | cut -c1-600
    fail=1
  elif [ "$(echo "$2" | grep -v '^Games per second')" != "$(echo "$3" | grep -v '^Games per second')" ]; then
    echo "FAIL: $1: the results differ from the stock bot's"
    fail=1
  else
    echo "ok: $1"
  fi
}
for spec in "card 7 60" "card 4 40" "dice 5 200" "dice 8 100"; do
  set -- $spec
  cheat=$(BANG_DATA_DIR=$tmp "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 3 --bot hard 2>&1)
  stock=$(BANG_DATA_DIR=$src "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 3 --bot hard 2>&1)
  check "simulate $1 $2 players" "$cheat" "$stock"
done
# A logged game (the public log is read too), with the choose-a-character set-up.
for game in card dice; do
  # (Up to the closing lines, which name each game's own save file.)
  cheat=$(BANG_DATA_DIR=$tmp "$bang" play --lang en --game "$game" --humans 0 --players 5 --seed 5 --bot hard </dev/null 2>&1 |
          sed '/^Replay it with:$/,$d')
  stock=$(BANG_DATA_DIR=$src "$bang" play --lang en --game "$game" --humans 0 --players 5 --seed 5 --bot hard </dev/null 2>&1 |
          sed '/^Replay it with:$/,$d')
  check "play $game" "$cheat" "$stock"
done
exit $fail
