#!/bin/bash
# net_rejoin.sh: nothing is lost when a connection is (ctest net/rejoin).
# Usage: net_rejoin.sh BANG [SEED [ASKED]]
#
# A 4-player card game over loopback: the host plays seat 1 from piped
# input, alice (en) and bob (pt_BR) join, one computer player; --grace 1.
# The test feeds each player's input itself, one line per question, so it
# knows where the game is. alice answers ASKED questions, and while the
# table waits for her next answer she is killed (kill -9). Everyone is told she
# is away; after the grace the computer player plays her seat (it answers
# that pending question); bob is then held at a question of his while
# alice joins again (`bang join` with the same name: the key kept in the
# state folder), takes her seat back at her next question, and everyone
# is told she is back, and her screen shows what was said while she was
# away. The game finishes with the same result for all,
# and the host's save replays to it.
set -u
bang=${1:?usage: net_rejoin.sh BANG [SEED [ASKED]]}
seed=${2:-10}
asked=${3:-10}
tmp=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  exec 7>&- 8>&- 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
die() { echo "FAIL: $*"; exit 1; }
export LC_ALL=C.UTF-8 XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ + 7) % 20000))
addr=127.0.0.1:$port
code=rejoin-test-code
prompts() { grep -c "^$1> " "$2" 2>/dev/null; } # the questions a player was asked so far
# until COND holds (a shell command), answer bob's questions one by one
fed_bob=0
feed_bob_until() {
  local until=$((SECONDS + 40))
  while ! eval "$1"; do
    [ $SECONDS -lt $until ] || die "timed out waiting for: $1 (bob $(tail -3 "$tmp/bob"))"
    grep -q '^\*\*\* ' "$tmp/bob" && die "the game ended too soon (waiting for: $1)"
    if [ "$(prompts bob "$tmp/bob")" -gt $fed_bob ]; then
      echo 1 >&8
      fed_bob=$((fed_bob + 1))
    else
      sleep 0.05
    fi
  done
}

yes 1 | head -5000 >"$tmp/ones"
BANG_NET_TRACE=$tmp/trace "$bang" host --players 4 --remote 2 --seed "$seed" --code $code --listen "$addr" --grace 1 \
  --lang en <"$tmp/ones" >"$tmp/host" 2>&1 &
host=$!
pids+=($host)
for _ in $(seq 1 300); do grep -q "Table open" "$tmp/host" && break; sleep 0.1; done
grep -q "Table open at $addr" "$tmp/host" || die "the host did not open: $(cat "$tmp/host")"

mkfifo "$tmp/alice.in" "$tmp/bob.in"
"$bang" join "$addr" --code $code --name alice --lang en <"$tmp/alice.in" >"$tmp/alice" 2>&1 &
alice=$!
pids+=($alice)
exec 7>"$tmp/alice.in"
for _ in $(seq 1 300); do ls "$tmp"/state/bang/join-*alice.key >/dev/null 2>&1 && break; sleep 0.1; done
"$bang" join "$addr" --code $code --name bob --lang pt_BR <"$tmp/bob.in" >"$tmp/bob" 2>&1 &
bob=$!
pids+=($bob)
exec 8>"$tmp/bob.in"

# alice answers some questions and is killed while the table waits for her next answer
for _ in $(seq 1 $asked); do echo 1 >&7; done
feed_bob_until '[ "$(prompts alice "$tmp/alice")" -gt $asked ]'
kill -9 $alice
wait $alice 2>/dev/null
# bob is told, then the computer player plays alice's seat
feed_bob_until 'grep -q "O computador joga por alice até que volte." "$tmp/bob"'
grep -q "alice está ausente." "$tmp/bob" || fail "bob was not told alice is away: $(tail -5 "$tmp/bob")"
# seen by bob at a question of his (his screen is written out when he is
# asked): he is held there while alice comes back
feed_bob_until '[ "$(prompts bob "$tmp/bob")" -gt $fed_bob ]'
# bob is held at a question: alice joins again
grep -q '^\*\*\* ' "$tmp/host" && die "the game ended before alice came back"
yes 1 | head -3000 >"$tmp/ones-alice"
"$bang" join "$addr" --code $code --name alice --lang en <"$tmp/ones-alice" >"$tmp/alice2" 2>&1 &
alice2=$!
pids+=($alice2)
for _ in $(seq 1 300); do grep -q '"{player} is back."' "$tmp/trace" && break; sleep 0.1; done
grep -q '"{player} is back."' "$tmp/trace" || fail "alice's seat was not given back"
yes 1 | head -3000 >&8 &
pids+=($!)
wait $host || fail "the host ended with status $?: $(tail -5 "$tmp/host")"
wait $bob || fail "bob ended with status $?: $(tail -5 "$tmp/bob")"
wait $alice2 || fail "alice, back, ended with status $?: $(tail -5 "$tmp/alice2")"

# everyone was told, in their language, in order
order() { grep -o "$2\|$3\|$4" "$1" | uniq | tr '\n' '|'; }
[ "$(order "$tmp/bob" "alice está ausente." "O computador joga por alice até que volte." "alice voltou.")" = \
  "alice está ausente.|O computador joga por alice até que volte.|alice voltou.|" ] ||
  fail "bob's notices: $(order "$tmp/bob" "alice está ausente." "O computador joga por alice até que volte." "alice voltou.")"
[ "$(order "$tmp/host" "alice is away." "The computer player plays for alice until they are back." "alice is back.")" = \
  "alice is away.|The computer player plays for alice until they are back.|alice is back.|" ] ||
  fail "the host's notices: $(order "$tmp/host" "alice is away." "The computer player plays for alice until they are back." "alice is back.")"
# alice had her seat back: asked again, and the same seat (her name at the prompt)
[ "$(prompts alice "$tmp/alice2")" -ge 1 ] || fail "alice, back, was asked nothing: $(tail -5 "$tmp/alice2")"
# nothing lost: alice, back, reads what was said while she was away (the
# lines she was sent before she is told she is back), each one a line the
# host's screen showed between her leaving and coming back
missed=$(sed -n '/alice is back\./q;/^  [^ ]/p' "$tmp/alice2" | grep -v "alice is away\.\|The computer player plays for alice")
[ -n "$missed" ] || fail "alice, back, was shown nothing of what happened while she was away: $(head -5 "$tmp/alice2")"
away=$(sed -n '/alice is away\./,/alice is back\./p' "$tmp/host")
while IFS= read -r line; do
  [ -z "$line" ] || grep -qxF -- "$line" <<<"$away" ||
    fail "alice, back, was shown a line the host did not show while she was away: $line"
done <<<"$missed"
# the same end for all
ends() { awk '/^\*\*\* /{on=1;next} /^Replay it with:/{on=0} on && /^[^ ]+, /' "$1" | sed 's/,.*:/:/' | awk -F': ' '{print $1}'; }
[ -n "$(ends "$tmp/host")" ] && [ "$(ends "$tmp/host")" = "$(ends "$tmp/bob")" ] &&
  [ "$(ends "$tmp/host")" = "$(ends "$tmp/alice2")" ] ||
  fail "the ends differ: host $(ends "$tmp/host") / bob $(ends "$tmp/bob") / alice $(ends "$tmp/alice2")"
[ "$(grep -c ': won$' "$tmp/host")" = "$(grep -c ': venceu$' "$tmp/bob")" ] &&
  [ "$(grep -c ': won$' "$tmp/host")" = "$(grep -c ': won$' "$tmp/alice2")" ] || fail "the winners differ"
# the host's save replays (bang replay) to the same end
save=$(grep -A1 '^Replay it with:' "$tmp/host" | sed -n 's/^  bang replay //p')
[ -n "$save" ] && [ -f "$save" ] || fail "the host named no save: $(tail -3 "$tmp/host")"
total=$(grep -c '^step ' "$save")
replayed=$("$bang" replay "$save" --to "$total" </dev/null 2>&1 | awk '/^\*\*\* /{on=1;next} on && $NF == "won" {print $1}' | sort)
won=$(awk '/^\*\*\* /{on=1;next} /^Replay it with:/{on=0} on && / won$/' "$tmp/host" | cut -d, -f1 | sort)
[ -n "$won" ] && [ "$replayed" = "$won" ] || fail "the save replays to another end: $replayed / $won"
[ $status = 0 ] && echo "PASS: alice killed, played by the computer after the grace, back at her seat; the same end for all"
exit $status
