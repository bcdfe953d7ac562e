#!/bin/sh
# mod.sh BANG SOURCE_DIR: a mod needs no change to the stock rules. Copies
# lua/ into a temporary data folder, adds the test mod tests/mods/
# beer_and_whisky (a character who plays Beers as Missed!, a card that
# heals 2) to the card game, and checks that:
#   - computer-only games load it and play it: the stock bots drink the
#     Whisky and answer shots with Doc Barley's Beers;
#   - simulate runs games with it to the end, every decision taken by the
#     bots;
#   - a misspelt field in a mod's script stops the game with the file, the
#     line and the field.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$src/lua" "$tmp/lua"
cp "$src/tests/mods/beer_and_whisky/characters/"*.lua "$tmp/lua/card/characters/"
cp "$src/tests/mods/beer_and_whisky/cards/"*.lua "$tmp/lua/card/cards/"
fail=0
log="$tmp/games.log"
: > "$log"
for seed in $(seq 1 40); do
  BANG_DATA_DIR=$tmp "$bang" play --lang en --humans 0 --players 7 --seed "$seed" </dev/null >>"$log" 2>&1
done
for want in "plays Whisky" "plays Beer as a Missed!" "Doc Barley"; do
  n=$(grep -c "$want" "$log")
  if [ "$n" -eq 0 ]; then
    echo "FAIL: no game shows '$want'"
    fail=1
  else
    echo "ok: '$want' seen $n times"
  fi
done
if grep -q "did not finish\|failed\|error" "$log"; then
  echo "FAIL: a game with the mod failed:"
  grep -m 3 "did not finish\|failed\|error" "$log"
  fail=1
fi
out=$(BANG_DATA_DIR=$tmp "$bang" simulate --lang en --game card --players 7 --games 200 --seed 1 2>&1)
if echo "$out" | grep -q "did not finish\|failed to take"; then
  echo "FAIL: simulate with the mod:"
  echo "$out" | tail -4
  fail=1
fi
echo "$out" | grep -q "Doc Barley" || { echo "FAIL: simulate shows no Doc Barley"; fail=1; }
# A misspelt field names the file, the line and the field.
printf 'return {\n  id = "doc_barley",\n  life = 4,\n  name = "Doc",\n  ability = "x",\n  substitute = {},\n}\n' \
  > "$tmp/lua/card/characters/doc_barley.lua"
err=$(BANG_DATA_DIR=$tmp "$bang" simulate --lang en --game card --games 1 2>&1)
want="characters/doc_barley.lua:6: unknown field 'substitute' (did you mean 'substitutes'?)"
case "$err" in
  *"$want"*) echo "ok: $want" ;;
  *) echo "FAIL: a misspelt field gave: $err"; fail=1 ;;
esac
exit $fail
