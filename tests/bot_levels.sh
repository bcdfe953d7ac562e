#!/bin/sh
# bot_levels.sh BANG: the levels of the computer players (issue 27):
# --bot easy|normal|hard for play and simulate, in the card and the dice
# game. Checks:
#   - seeded mixed tables order them: easy wins less than hard (card 7
#     players, dice 5), normal in between;
#   - the default is normal (the results header names it), and hard is
#     heuristic itself (the same games);
#   - a save keeps the level (bot easy), and with no --bot the default's;
#   - the solo game takes none of them.
set -u
bang=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

rate() { # kind, file: the kind's overall win rate, as a number
  awk -v k="$1" '$1 == k && $2 ~ /%$/ { sub(/%/, "", $2); print $2; exit }' "$2"
}
for spec in "card 7 300" "dice 5 300"; do
  set -- $spec
  "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 7 --bots easy,normal,hard \
    >"$tmp/o" 2>"$tmp/err" || fail "$1: $(cat "$tmp/err")"
  e=$(rate easy "$tmp/o"); n=$(rate normal "$tmp/o"); h=$(rate hard "$tmp/o")
  [ -n "$e" ] && [ -n "$n" ] && [ -n "$h" ] || fail "$1: no win rate by level: $(cat "$tmp/o")"
  awk -v e="$e" -v n="$n" -v h="$h" 'BEGIN { exit !(e < n && n <= h) }' ||
    fail "$1: the levels are not in order: easy $e, normal $n, hard $h"
done

"$bang" simulate --lang en --games 20 --seed 3 >"$tmp/d" || fail "default run"
grep -q ', normal players\.$' "$tmp/d" || fail "the default is not normal: $(head -1 "$tmp/d")"
"$bang" simulate --lang en --games 20 --seed 3 --bot hard | sed 1d | grep -v '^Games per second' >"$tmp/h"
"$bang" simulate --lang en --games 20 --seed 3 --bot heuristic | sed 1d | grep -v '^Games per second' >"$tmp/u"
cmp -s "$tmp/h" "$tmp/u" || fail "hard is not heuristic"

export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
"$bang" play --lang en --game dice --players 4 --humans 0 --seed 2 --pace 0 --no-confirm --bot easy \
  </dev/null >"$tmp/play" 2>"$tmp/err" || fail "play --bot easy failed: $(cat "$tmp/err")"
save=$(find "$tmp/state" -name '*.bang' | head -1)
[ -n "$save" ] && grep -q '^bot easy$' "$save" || fail "the save does not keep --bot easy"
rm -rf "$tmp/state"
"$bang" play --lang en --players 4 --humans 0 --seed 2 --pace 0 --no-confirm </dev/null >"$tmp/play" 2>"$tmp/err" ||
  fail "play failed: $(cat "$tmp/err")"
save=$(find "$tmp/state" -name '*.bang' | head -1)
[ -n "$save" ] && grep -q '^bot normal$' "$save" || fail "the save does not name the default level"

"$bang" simulate --lang en --game solo --games 2 --bot easy >/dev/null 2>&1
[ $? -eq 2 ] || fail "solo took --bot easy"
echo "bot_levels: ok"
