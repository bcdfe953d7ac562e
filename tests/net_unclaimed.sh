#!/bin/bash
# net_unclaimed.sh: a seat nobody took is a computer player's, at the table
# and in its save (ctest net/unclaimed).
# Usage: net_unclaimed.sh BANG [SEED [ASKED]]
#
# A 4-player card game over loopback: the host plays seat 1 from piped
# input, --remote 2 --start-after 2, and only bob joins: seat 3 goes to a
# computer player. bob answers ASKED questions; while the table waits for
# his next answer the host is stopped (SIGTERM). Its save counts two
# people (the host's seat and bob's), not three, and its seats file names
# bob's seat alone. The save copied alone (no seats file: its people are
# the host's seat and the others joined, by name) opens the table again
# for the host and bob only: it does not wait for seat 3, which nobody
# can take, and the game finishes. A save of an older host, which counted
# seat 3 as a person, with its seats file: reopened, seat 3 is a computer
# player's again (the new save counts two people).
set -u
bang=${1:?usage: net_unclaimed.sh BANG [SEED [ASKED]]}
seed=${2:-21}
asked=${3:-5}
tmp=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  exec 7>&- 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
die() { echo "FAIL: $*"; exit 1; }
export LC_ALL=C.UTF-8 XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ + 29) % 20000))
addr=127.0.0.1:$port
code=unclaimed-test-code
prompts() { grep -c "^$1> " "$2" 2>/dev/null; } # the questions a player was asked so far
opened() { # FILE: wait until the host in FILE is listening
  for _ in $(seq 1 50); do grep -q "Table open" "$1" && break; sleep 0.1; done
  grep -q "Table open at $addr" "$1" || die "the host did not open: $(cat "$1")"
}
yes 1 | head -5000 >"$tmp/ones"

"$bang" host --players 4 --remote 2 --start-after 2 --seed "$seed" --code $code --listen "$addr" \
  --lang en <"$tmp/ones" >"$tmp/host1" 2>&1 &
host=$!
pids+=($host)
opened "$tmp/host1"
mkfifo "$tmp/bob.in"
"$bang" join "$addr" --code $code --name bob --lang en <"$tmp/bob.in" >"$tmp/bob1" 2>&1 &
bob=$!
pids+=($bob)
exec 7>"$tmp/bob.in"
for _ in $(seq 1 "$asked"); do echo 1 >&7; done
until=$((SECONDS + 40))
while [ "$(prompts bob "$tmp/bob1")" -le "$asked" ]; do
  [ $SECONDS -lt $until ] || die "bob was not asked: $(tail -5 "$tmp/bob1")"
  grep -q '^\*\*\* ' "$tmp/bob1" && die "the game ended too soon"
  sleep 0.05
done
kill -TERM $host
wait $host
save=$(grep -A1 '^Resume it with:' "$tmp/host1" | sed -n 's/^  bang host --resume //p')
[ -n "$save" ] && [ -f "$save" ] && [ -f "$save.seats" ] || die "no save named by the host: $(tail -5 "$tmp/host1")"
wait $bob
exec 7>&-
# the people: the host's seat and bob's; seat 3 is a computer player's
grep -qx 'humans 2' "$save" || fail "the save counts the seat nobody took as a person: $(grep '^humans' "$save")"
grep -q '^remote 2 ' "$save.seats" && ! grep -q '^remote 3' "$save.seats" ||
  fail "the seats file: $(grep -v '^#' "$save.seats" | tr '\n' ' ')"

# the save alone: the table opens for the host and bob, and goes on
cp "$save" "$tmp/alone.bang"
timeout 30 "$bang" host --resume "$tmp/alone.bang" --code $code --listen "$addr" --lang en \
  <"$tmp/ones" >"$tmp/host2" 2>&1 &
host=$!
pids+=($host)
opened "$tmp/host2"
# (bob's key kept apart: the key this table gives him is not the seats file's)
XDG_STATE_HOME=$tmp/state2 timeout 30 "$bang" join "$addr" --code $code --name bob --lang en <"$tmp/ones" >"$tmp/bob2" 2>&1 &
bob=$!
pids+=($bob)
wait $host
st=$?
[ $st = 0 ] || fail "the table reopened from the save alone ended with status $st (124: it waited for the seat nobody took): $(tail -3 "$tmp/host2")"
wait $bob || fail "bob, back, ended with status $?: $(tail -3 "$tmp/bob2")"
grep -q '^\*\*\* ' "$tmp/bob2" || fail "bob saw no end: $(tail -3 "$tmp/bob2")"
[ "$(prompts bob "$tmp/bob2")" -ge 1 ] || fail "bob, back, was asked nothing"

# an older host's save: seat 3 counted as a person, the seats file right
sed 's/^humans 2$/humans 3/' "$save" >"$tmp/older.bang"
cp "$save.seats" "$tmp/older.bang.seats"
timeout 30 "$bang" host --resume "$tmp/older.bang" --code $code --listen "$addr" --lang en \
  <"$tmp/ones" >"$tmp/host3" 2>&1 &
host=$!
pids+=($host)
opened "$tmp/host3"
timeout 30 "$bang" join "$addr" --code $code --name bob --lang en <"$tmp/ones" >"$tmp/bob3" 2>&1 &
bob=$!
pids+=($bob)
wait $host || fail "the table reopened from an older save ended with status $?: $(tail -3 "$tmp/host3")"
wait $bob || fail "bob, back at the older save's table, ended with status $?"
again=$(grep -A1 '^Replay it with:' "$tmp/host3" | sed -n 's/^  bang replay //p')
[ -n "$again" ] && grep -qx 'humans 2' "$again" ||
  fail "the older save's seat nobody took is still a person: $(grep '^humans' "${again:-/dev/null}")"
[ $status = 0 ] && echo "PASS: the seat nobody took is a computer player's in the save; the table reopened from it waits only for bob"
exit $status
