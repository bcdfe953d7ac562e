#!/bin/sh
# record_count.sh BANG SOURCE_DIR: the card rules count the writes of the
# public record (public.noted), and the stock bot rereads the record only
# when that count changed. Copies lua/ into a temporary data folder and
# puts tests/mods/record_bot/bot.lua in place of the card bot (the stock
# one kept as stock_bot.lua, which it plays with). Checks: no "RECORD:"
# failure (every change of the record came with a change of the count),
# and the games come out exactly as the stock bot's.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$src/lua" "$tmp/lua"
cp "$src/lua/card/bot.lua" "$tmp/lua/card/stock_bot.lua"
cp "$src/tests/mods/record_bot/bot.lua" "$tmp/lua/card/bot.lua"
fail=0
for players in 7 4; do
  checked=$(BANG_DATA_DIR=$tmp "$bang" simulate --lang en --game card --players $players --games 40 --seed 3 2>&1)
  stock=$(BANG_DATA_DIR=$src "$bang" simulate --lang en --game card --players $players --games 40 --seed 3 2>&1)
  if echo "$checked" | grep -q "RECORD\|did not finish\|failed"; then
    echo "FAIL: $players players:"
    echo "$checked" | grep -m 3 "RECORD\|did not finish\|failed" | cut -c1-600
    fail=1
  elif [ "$(echo "$checked" | grep -v '^Games per second')" != "$(echo "$stock" | grep -v '^Games per second')" ]; then
    echo "FAIL: $players players: the results differ from the stock bot's"
    fail=1
  else
    echo "ok: $players players"
  fi
done
exit $fail
