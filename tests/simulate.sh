#!/bin/sh
# simulate.sh: bang simulate at scale (issue 9). Usage: simulate.sh BANG
#  - --jobs 1 and --jobs 2 print the same results (only the speed line differs);
#  - two shards (--first-game, --json) merged with --merge print exactly what
#    one run of them all prints, as text and as JSON;
#  - the JSON is well-formed (python3 -m json.tool, when python3 is there);
#  - no progress display when stderr is not a terminal;
#  - a decimal comma in pt_BR, es, it, a point in en;
#  - --profile names script files and functions;
#  - the solo game: options and computer player in the header and JSON,
#    shards of other options or computer players refused, wrong options
#    refused;
#  - a computer player that fails to start a game stops the run, naming it.
set -u
bang=${1:?usage: simulate.sh BANG}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
nospeed() { grep -v '^Games per second' "$1"; }

for game in "dice 5 120" "card 4 40"; do
  set -- $game
  "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 7 --jobs 1 >"$tmp/j1" 2>"$tmp/e1" ||
    fail "$1 --jobs 1 failed: $(cat "$tmp/e1")"
  "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 7 --jobs 2 >"$tmp/j2" 2>"$tmp/e2" ||
    fail "$1 --jobs 2 failed"
  nospeed "$tmp/j1" >"$tmp/a"; nospeed "$tmp/j2" >"$tmp/b"
  cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b"; fail "$1: --jobs 1 and 2 differ"; }
  [ -s "$tmp/e1" ] && fail "$1: stderr not empty when not a terminal: $(cat "$tmp/e1")"
  # shards: games 0..k-1 and k..n-1, merged in either order
  k=$(( $3 / 3 ))
  "$bang" simulate --lang en --game "$1" --players "$2" --games "$k" --seed 7 --json >"$tmp/s1.json" || fail "shard 1"
  "$bang" simulate --lang en --game "$1" --players "$2" --games $(( $3 - k )) --first-game "$k" --seed 7 --json \
    --jobs 2 >"$tmp/s2.json" || fail "shard 2"
  "$bang" simulate --lang en --merge "$tmp/s2.json" "$tmp/s1.json" >"$tmp/m" || fail "$1: --merge failed"
  nospeed "$tmp/m" >"$tmp/c"
  cmp -s "$tmp/a" "$tmp/c" || { diff "$tmp/a" "$tmp/c"; fail "$1: merged shards differ from one run"; }
  "$bang" simulate --lang en --game "$1" --players "$2" --games "$3" --seed 7 --json >"$tmp/one.json" || fail "json"
  "$bang" simulate --merge --json "$tmp/s1.json" "$tmp/s2.json" >"$tmp/m.json" || fail "merge --json"
  grep -v '"seconds"' "$tmp/one.json" >"$tmp/x"; grep -v '"seconds"' "$tmp/m.json" >"$tmp/y"
  cmp -s "$tmp/x" "$tmp/y" || { diff "$tmp/x" "$tmp/y"; fail "$1: merged JSON differs from one run's"; }
  if command -v python3 >/dev/null; then
    for f in s1 s2 one m; do python3 -m json.tool "$tmp/$f.json" >/dev/null || fail "$f.json is not JSON"; done
  fi
done
# a gap between shards is refused
"$bang" simulate --game dice --players 5 --games 10 --json >"$tmp/g1.json"
"$bang" simulate --game dice --players 5 --games 10 --first-game 11 --json >"$tmp/g2.json"
"$bang" simulate --merge "$tmp/g1.json" "$tmp/g2.json" >/dev/null 2>&1 && fail "a gap was merged"

# the locale's decimal mark
for lang in pt_BR es it; do
  "$bang" simulate --lang "$lang" --game dice --players 5 --games 30 >"$tmp/l" || fail "$lang run"
  grep -q '[0-9],[0-9]%' "$tmp/l" || { cat "$tmp/l"; fail "$lang: no decimal comma"; }
  grep -q '[0-9]\.[0-9]' "$tmp/l" && { cat "$tmp/l"; fail "$lang: a decimal point"; }
done
"$bang" simulate --lang en --game dice --players 5 --games 30 >"$tmp/l" || fail "en run"
grep -q '[0-9]\.[0-9]%' "$tmp/l" || fail "en: no decimal point"
LANG=pt_BR.UTF-8 LC_ALL= LANGUAGE= "$bang" simulate --game dice --players 5 --games 30 >"$tmp/l" || fail "LANG run"
grep -q '[0-9],[0-9]%' "$tmp/l" || fail "LANG=pt_BR: no decimal comma"

# the profile
"$bang" simulate --lang en --game dice --players 5 --games 300 --profile >"$tmp/p" || fail "--profile"
grep -q 'dice/rules.lua:[0-9]' "$tmp/p" || { cat "$tmp/p"; fail "--profile names no script function"; }
grep -q 'Memory per game value' "$tmp/p" || fail "--profile: no memory"

# The solo game: its options and computer player in the header and the JSON,
# shards merged only with the same ones. (The greedy player: the numbers
# must match exactly whatever runs them.)
solo="--game solo --advanced harder --abilities --bot greedy --seed 3"
"$bang" simulate --lang en $solo --games 30 --jobs 1 >"$tmp/o1" || fail "solo run"
grep -q '^30 solo games (harder, abilities), seed 3, computer player: greedy\.$' "$tmp/o1" ||
  { head -3 "$tmp/o1"; fail "solo: the header does not name the options and the computer player"; }
grep -q '^The Sheriff won [0-9]* of 30 games: [0-9.]*%  \[' "$tmp/o1" || { cat "$tmp/o1"; fail "solo: no Sheriff line"; }
grep -q '^  Renegade ' "$tmp/o1" || fail "solo harder: no Renegade among the roles"
"$bang" simulate --lang en $solo --games 30 --jobs 2 >"$tmp/o2" || fail "solo --jobs 2"
nospeed "$tmp/o1" >"$tmp/a"; nospeed "$tmp/o2" >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b"; fail "solo: --jobs 1 and 2 differ"; }
"$bang" simulate $solo --games 10 --json >"$tmp/t1.json" || fail "solo shard 1"
"$bang" simulate $solo --games 20 --first-game 10 --json >"$tmp/t2.json" || fail "solo shard 2"
grep -q '"bot": "greedy"' "$tmp/t1.json" && grep -q '"harder": true' "$tmp/t1.json" &&
  grep -q '"easier": false' "$tmp/t1.json" && grep -q '"abilities": true' "$tmp/t1.json" ||
  { cat "$tmp/t1.json"; fail "solo: the JSON lacks the options or the computer player"; }
"$bang" simulate --lang en --merge "$tmp/t1.json" "$tmp/t2.json" >"$tmp/m" || fail "solo --merge"
nospeed "$tmp/m" >"$tmp/c"
cmp -s "$tmp/a" "$tmp/c" || { diff "$tmp/a" "$tmp/c"; fail "solo: merged shards differ from one run"; }
"$bang" simulate --game solo --advanced harder --bot random --seed 3 --games 20 --first-game 10 --json \
  >"$tmp/t3.json" || fail "solo shard without abilities"
"$bang" simulate --merge "$tmp/t1.json" "$tmp/t3.json" >/dev/null 2>&1 && fail "shards of other solo options were merged"
"$bang" simulate --game solo --advanced harder --abilities --bot random --seed 3 --games 20 --first-game 10 \
  --json >"$tmp/t4.json" || fail "solo shard with another computer player"
grep -q '"bot": "random"' "$tmp/t4.json" || fail "solo: the JSON does not name the random player"
"$bang" simulate --merge "$tmp/t1.json" "$tmp/t4.json" >/dev/null 2>&1 && fail "shards of other computer players were merged"
# A computer player whose new_game fails at the third game: the run stops
# with status 1, naming that game and its seed (to replay it) and the error.
mkdir -p "$tmp/mod/dice"
cat >"$tmp/mod/dice/bot.lua" <<'LUA'
local games = 0
return { new_game = function()
           games = games + 1
           if games == 3 then error("new_game broke") end
           return {}
         end,
         choose = function() return 1 end }
LUA
"$bang" simulate --lang en --game dice --players 4 --games 10 --seed 5 --jobs 1 --mod "$tmp/mod" \
  >/dev/null 2>"$tmp/e"
[ $? -eq 1 ] || fail "a bot whose new_game fails: not status 1"
grep -q "^bang: game 3 (seed 7) could not be set up: .*bot.lua:4: new_game broke" "$tmp/e" ||
  fail "a bot whose new_game fails: $(head -n 1 "$tmp/e")"
# Options that do not fit the game are refused (status 2).
for wrong in "--game solo --players 4" "--game card --advanced harder" "--game dice --abilities" \
             "--game card --bot solver" "--game solo --bot heuristic" "--game solo --advanced hard"; do
  "$bang" simulate $wrong --games 1 >/dev/null 2>&1
  [ $? -eq 2 ] || fail "bang simulate $wrong is not refused with status 2"
done
echo "ok"
