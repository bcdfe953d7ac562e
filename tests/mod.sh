#!/bin/sh
# mod.sh BANG SOURCE_DIR: a mod needs no change to the stock rules. Loads
# the test mod tests/mods/beer_and_whisky (a character who plays Beers as
# Missed!, a card that heals 2: card/characters/doc_barley.lua and
# card/cards/whisky.lua, nothing else) over the stock scripts with --mod,
# and checks that:
#   - computer-only games load it and play it: the stock bots drink the
#     Whisky and answer shots with Doc Barley's Beers;
#   - simulate runs games with it to the end, every decision taken by the
#     bots;
#   - a misspelt field in a mod's script stops the game with the mod's
#     file, the line and the field.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mod=$src/tests/mods/beer_and_whisky
fail=0
log="$tmp/games.log"
: > "$log"
for seed in $(seq 1 40); do
  "$bang" play --mod "$mod" --lang en --humans 0 --players 7 --seed "$seed" </dev/null >>"$log" 2>&1
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
out=$("$bang" simulate --mod "$mod" --lang en --game card --players 7 --games 200 --seed 1 2>&1)
if echo "$out" | grep -q "did not finish\|failed to take"; then
  echo "FAIL: simulate with the mod:"
  echo "$out" | tail -4
  fail=1
fi
echo "$out" | grep -q "Doc Barley" || { echo "FAIL: simulate shows no Doc Barley"; fail=1; }
# A misspelt field names the mod's file, the line and the field.
mkdir -p "$tmp/broken/card/characters"
printf 'return {\n  id = "doc_barley",\n  life = 4,\n  name = "Doc",\n  ability = "x",\n  substitute = {},\n}\n' \
  > "$tmp/broken/card/characters/doc_barley.lua"
err=$("$bang" simulate --mod "$mod" --mod "$tmp/broken" --lang en --game card --games 1 2>&1)
want="/broken/card/characters/doc_barley.lua:6: unknown field 'substitute' (did you mean 'substitutes'?)"
case "$err" in
  *"$want"*) echo "ok: $want" ;;
  *) echo "FAIL: a misspelt field gave: $err"; fail=1 ;;
esac
exit $fail
