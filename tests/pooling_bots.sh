#!/bin/sh
# pooling_bots.sh BANG SOURCE_DIR: nothing two computer players both reach
# holds state (issue 31). Copies lua/ into a temporary data folder and puts
# tests/mods/pooling_bot/bot.lua in place of each variant's bot (the stock
# one kept as stock_bot.lua, which it plays with). At every decision it
# writes its seat and hand into every table it can reach (prelude.GAME_OVER,
# what the prelude's functions hand out), looks there for another seat's,
# puts an __eq on every metatable it reaches and tries to reach the rules'
# require. Checks: nothing found ("CHEAT:"), every game finishes, no
# decision falls back to chance, and the games come out exactly as the
# stock bot's (an __eq on a shared GAME_OVER ended them early).
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$src/lua" "$tmp/lua"
for v in card dice; do
  cp "$src/lua/$v/bot.lua" "$tmp/lua/$v/stock_bot.lua"
  cp "$src/tests/mods/pooling_bot/bot.lua" "$tmp/lua/$v/bot.lua"
done
fail=0
check() { # name, output of the pooling run, output of the stock run
  if echo "$2" | grep -q "CHEAT\|did not finish\|failed to take\|failed"; then
    echo "FAIL: $1:"
    echo "$2" | grep -m 3 "CHEAT\|did not finish\|failed" | cut -c1-600
    fail=1
  elif [ "$(echo "$2" | grep -v '^Games per second')" != "$(echo "$3" | grep -v '^Games per second')" ]; then
    echo "FAIL: $1: the results differ from the stock bot's"
    fail=1
  else
    echo "ok: $1"
  fi
}
for spec in "card 5 20" "dice 6 40"; do
  set -- $spec
  pool=$(BANG_DATA_DIR=$tmp "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 4 2>&1)
  stock=$(BANG_DATA_DIR=$src "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 4 2>&1)
  check "simulate $1 $2 players" "$pool" "$stock"
done
for game in card dice; do
  pool=$(BANG_DATA_DIR=$tmp "$bang" play --lang en --game "$game" --humans 0 --players 4 --seed 2 </dev/null 2>&1 |
         sed '/^Replay it with:$/,$d')
  stock=$(BANG_DATA_DIR=$src "$bang" play --lang en --game "$game" --humans 0 --players 4 --seed 2 </dev/null 2>&1 |
          sed '/^Replay it with:$/,$d')
  check "play $game" "$pool" "$stock"
done
exit $fail
