#!/bin/sh
# mixed_bots.sh: tables mixing kinds of computer players (issue 27).
# Usage: mixed_bots.sh BANG
#  - simulate --bots heuristic,random: each kind plays each role equally
#    often over a multiple of the rotation (2 games per deal), and the JSON
#    has win rates per kind and role; two shards merged (cut inside a deal)
#    equal one run, as JSON and as text;
#  - --bots of one kind is that --bot: the same results;
#  - wrong kinds refused (exit 2) with the game's kinds named, in simulate
#    and play; play --bots plays a game to the end and its save keeps them;
#  - each reference player (rulebased, hate, random as a seat's script)
#    plays 200 seeded card games (4 to 7 players) to the end, no failure.
set -u
bang=${1:?usage: mixed_bots.sh BANG}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# The seats of each kind and role in a JSON's "kinds": "kind role seats" lines.
kinds() {
  awk '/"kinds": \{/ { on = 1; next }
       on && /^  [}]/ { on = 0 }
       on && /^    "[a-z_]*": \{$/ { k = $1; gsub(/[":]/, "", k); next }
       on && /"seats"/ { r = $1; gsub(/[":]/, "", r); s = $3; gsub(/,/, "", s); print k, r, s }' "$1"
}

"$bang" simulate --lang en --players 5 --games 12 --seed 3 --bots heuristic,random --json --jobs 2 \
  >"$tmp/one.json" 2>"$tmp/err" || fail "simulate --bots failed: $(cat "$tmp/err")"
kinds "$tmp/one.json" >"$tmp/k"
[ "$(awk '$1 == "heuristic"' "$tmp/k" | wc -l)" -ge 3 ] || fail "no per-kind roles in the JSON: $(cat "$tmp/one.json")"
for role in sheriff deputy outlaw renegade; do
  h=$(awk -v r=$role '$1 == "heuristic" && $2 == r { print $3 }' "$tmp/k")
  r=$(awk -v r=$role '$1 == "random" && $2 == r { print $3 }' "$tmp/k")
  [ -n "$h" ] && [ "$h" = "$r" ] || fail "$role: heuristic played it $h times, random $r: $(cat "$tmp/k")"
done
grep -q '"bots": "heuristic,random"' "$tmp/one.json" || fail "the JSON does not name the kinds"
grep -q '"after_last_outlaw": {"games": ' "$tmp/one.json" || fail "no turns after the last Outlaw in the JSON"

# shards cut inside a deal (5 + 7 games), merged in either order
"$bang" simulate --lang en --players 5 --games 5 --seed 3 --bots heuristic,random --json >"$tmp/a.json" ||
  fail "shard 1"
"$bang" simulate --lang en --players 5 --games 7 --first-game 5 --seed 3 --bots heuristic,random --json \
  >"$tmp/b.json" || fail "shard 2"
"$bang" simulate --merge --json "$tmp/b.json" "$tmp/a.json" >"$tmp/m.json" || fail "merge --json"
grep -v '"seconds"' "$tmp/one.json" >"$tmp/x"; grep -v '"seconds"' "$tmp/m.json" >"$tmp/y"
cmp -s "$tmp/x" "$tmp/y" || { diff "$tmp/x" "$tmp/y"; fail "merged JSON differs from one run"; }
"$bang" simulate --lang en --players 5 --games 12 --seed 3 --bots heuristic,random >"$tmp/t1" || fail "text run"
"$bang" simulate --lang en --merge "$tmp/a.json" "$tmp/b.json" >"$tmp/t2" || fail "merge"
grep -v '^Games per second' "$tmp/t1" >"$tmp/x"; grep -v '^Games per second' "$tmp/t2" >"$tmp/y"
cmp -s "$tmp/x" "$tmp/y" || { diff "$tmp/x" "$tmp/y"; fail "merged text differs from one run"; }
grep -q '^Win rate by computer player and role:' "$tmp/t1" || fail "no kind x role table: $(cat "$tmp/t1")"
grep -q '^  heuristic, Sheriff ' "$tmp/t1" || fail "no heuristic Sheriff row: $(cat "$tmp/t1")"
grep -q '^Each deal is played 2 times' "$tmp/t1" || fail "the rotation is not told"
grep -q '^Turns after the last Outlaw is out' "$tmp/t1" || fail "no turns after the last Outlaw"
# a mixed shard is not a shard of a one-kind run
"$bang" simulate --lang en --players 5 --games 7 --first-game 5 --seed 3 --json >"$tmp/c.json" || fail "one kind"
"$bang" simulate --lang en --merge "$tmp/a.json" "$tmp/c.json" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a mixed shard merged with a one-kind one"

# one kind by --bots is that --bot
"$bang" simulate --lang en --games 10 --seed 5 --bots hate,hate >"$tmp/x" || fail "--bots hate,hate"
"$bang" simulate --lang en --games 10 --seed 5 --bot hate >"$tmp/y" || fail "--bot hate"
grep -v '^Games per second' "$tmp/x" >"$tmp/x2"; grep -v '^Games per second' "$tmp/y" >"$tmp/y2"
cmp -s "$tmp/x2" "$tmp/y2" || { diff "$tmp/x2" "$tmp/y2"; fail "--bots of one kind differs from --bot"; }

# wrong kinds: refused, the kinds named
for cmd in simulate play; do
  "$bang" $cmd --lang en --bots heuristic,nobody </dev/null >"$tmp/out" 2>"$tmp/err"
  [ $? -eq 2 ] || fail "$cmd --bots heuristic,nobody not refused"
  grep -q "heuristic, rulebased, hate, random" "$tmp/err" || fail "$cmd: the kinds are not named: $(cat "$tmp/err")"
  "$bang" $cmd --lang en --game dice --bots heuristic,hate </dev/null >/dev/null 2>"$tmp/err"
  [ $? -eq 2 ] || fail "$cmd: hate accepted in the dice game"
  grep -q "heuristic, random" "$tmp/err" || fail "$cmd: the dice kinds are not named: $(cat "$tmp/err")"
  "$bang" $cmd --lang en --bots heuristic,,random </dev/null >/dev/null 2>&1
  [ $? -eq 2 ] || fail "$cmd: an empty kind accepted"
done

# play --bots: a game of computer players to the end; the save keeps the kinds
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
"$bang" play --lang en --players 4 --humans 0 --seed 2 --pace 0 --no-confirm --bots rulebased,hate \
  </dev/null >"$tmp/play" 2>"$tmp/err" || fail "play --bots failed: $(cat "$tmp/err")"
grep -q 'bang replay' "$tmp/play" || fail "play --bots did not end: $(tail -5 "$tmp/play")"
save=$(find "$tmp/state" -name '*.bang' | head -1)
[ -n "$save" ] && grep -q '^bots rulebased,hate$' "$save" || fail "the save does not keep --bots"
[ -s "$tmp/err" ] && fail "play --bots: $(cat "$tmp/err")"

# each reference player: 200 seeded games, 4 to 7 players, no failure
for kind in rulebased hate random; do
  for players in 4 5 6 7; do
    "$bang" simulate --lang en --players $players --games 50 --seed 11 --bots $kind,$kind,heuristic \
      >"$tmp/r" 2>"$tmp/err" || fail "$kind at $players players: $(cat "$tmp/err") $(tail -3 "$tmp/r")"
    grep -q 'did not finish\|failed' "$tmp/r" && fail "$kind at $players: $(cat "$tmp/r")"
  done
done
"$bang" simulate --lang en --game dice --games 30 --bots random,heuristic >"$tmp/r" 2>"$tmp/err" ||
  fail "dice random seats: $(cat "$tmp/err")"
echo "mixed_bots: ok"
