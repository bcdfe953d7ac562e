#!/bin/bash
# net_save.sh: the host saves a network game as bang play does (ctest net/save).
# Usage: net_save.sh BANG [SEED]
#
# One person at a table of four (--humans 0 --remote 1): every decision is
# asked of her, out of turn too (players at their own screens), which a
# save of one human must say (options ask-always), or it replays another
# game. The host names its save at the end; bang replay plays it to the
# end the player saw.
set -u
bang=${1:?usage: net_save.sh BANG [SEED]}
seed=${2:-5}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8 XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ + 19) % 20000))
addr=127.0.0.1:$port
yes 1 | head -3000 >"$tmp/ones"
timeout 60 "$bang" host --players 4 --humans 0 --remote 1 --seed "$seed" --code save-test --listen "$addr" \
  </dev/null >"$tmp/host" 2>&1 &
host=$!
pids+=($host)
for _ in $(seq 1 50); do grep -q "Table open" "$tmp/host" && break; sleep 0.1; done
timeout 60 "$bang" join "$addr" --code save-test --name li <"$tmp/ones" >"$tmp/li" 2>&1 || fail "li ended with status $?"
wait $host || fail "the host ended with status $?: $(tail -3 "$tmp/host")"
save=$(grep -A1 '^Replay it with:' "$tmp/host" | sed -n 's/^  bang replay //p')
[ -n "$save" ] && [ -f "$save" ] || { echo "FAIL: the host named no save: $(tail -3 "$tmp/host")"; exit 1; }
grep -q '^options ask-always$' "$save" || fail "the save does not say every decision was asked"
total=$(grep -c '^step ' "$save")
replayed=$("$bang" replay "$save" --to "$total" </dev/null 2>&1)
end() { awk '/^\*\*\* /{on=1;next} on && / (won|lost)$/' | sed 's/,//g' | awk '{print $1, $NF}'; }
[ -n "$(end <"$tmp/li")" ] && [ "$(end <<<"$replayed")" = "$(end <"$tmp/li")" ] ||
  fail "the save replays to another end: $(tail -3 <<<"$replayed") / $(end <"$tmp/li")"
[ $status = 0 ] && echo "PASS: the host's save of a one-person table replays to the end the player saw"
exit $status
