#!/bin/bash
# net_reading_dice.sh: at a `bang join` seat of a dice game, hand and card
# answer as at bang play's prompt ("This game has no cards in hand.", no
# card called so), not "Refused: no such option" (ctest net/reading-dice).
# Usage: net_reading_dice.sh BANG
set -u
bang=${1:?usage: net_reading_dice.sh BANG}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ * 11 + 5) % 20000))
addr=127.0.0.1:$port
timeout 60 "$bang" host --game dice --players 3 --humans 0 --remote 1 --seed 3 --code net-dice \
  --listen "$addr" --lang en </dev/null >"$tmp/host" 2>&1 &
pids+=($!)
host=$!
for _ in $(seq 1 50); do grep -q "Table open" "$tmp/host" 2>/dev/null && break; sleep 0.1; done
grep -q "Table open at $addr" "$tmp/host" || { echo "FAIL: the host did not open: $(cat "$tmp/host")"; exit 1; }
{ printf '%s\n' hand 'card bang'; yes 1 | head -3000; } >"$tmp/in"
timeout 60 "$bang" join "$addr" --code net-dice --name ann --lang en <"$tmp/in" >"$tmp/ann" 2>&1 ||
  fail "the client ended with status $?: $(tail -3 "$tmp/ann")"
wait "$host" || fail "the host ended with status $?: $(tail -3 "$tmp/host")"
after() { awk -v c="^ann> $1\$" 'on { print; exit } $0 ~ c { on = 1 }' "$tmp/ann"; }
[ "$(after hand)" = "This game has no cards in hand." ] || fail "hand: $(after hand)"
[ "$(after 'card bang')" = "There is no card or character called bang here." ] || fail "card bang: $(after 'card bang')"
[ $status -eq 0 ] && echo "PASS: hand and card at a dice game's join seat answer as bang play's"
exit $status
