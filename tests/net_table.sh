#!/bin/bash
# net_table.sh: bigger tables over loopback (ctest net/table/dice8, net/table/solo-watched).
# Usage: net_table.sh BANG dice8|solo
#
# dice8: an 8-player dice game, the host's own seat from piped input, six
# `bang join` clients from piped input (in four languages), one computer
# player. solo: the solo game played by one `bang join` client, watched
# by a `bang join --watch` spectator (in Italian) who joined first, and by
# the host's own screen (--humans 0: what a spectator sees).
# Every process ends with status 0 and all show the same end: the same
# players, each with the same result.
set -u
bang=${1:?usage: net_table.sh BANG dice8|solo}
what=${2:?usage: net_table.sh BANG dice8|solo}
tmp=$(mktemp -d)
[ -n "${KEEP:-}" ] && echo "kept in $tmp"
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; [ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state
yes 1 | head -5000 >"$tmp/ones" || true
port=$((20000 + ($$ * 7 + ${#what}) % 20000))
addr=127.0.0.1:$port

open_table() { # HOST-ARGS...: start the host, wait for its table
  timeout 100 "$bang" host --listen "$addr" --code table-code --lang en "$@" <"$tmp/ones" >"$tmp/host" 2>&1 &
  pids+=($!)
  host=$!
  for _ in $(seq 1 50); do grep -q "Table open" "$tmp/host" && break; sleep 0.1; done
  grep -q "Table open at $addr" "$tmp/host" || fail "the host did not open: $(cat "$tmp/host")"
}

clients=()
join() { # OUT LANG ARGS...: a client from piped input
  local out=$1 lang=$2
  shift 2
  timeout 100 "$bang" join "$addr" --code table-code --lang "$lang" "$@" <"$tmp/ones" >"$tmp/$out" 2>&1 &
  pids+=($!)
  clients+=("$!:$out")
}

# The end as data: each player's name, whether they won (the lines after
# the result banner: "name, role, character: won|lost" in any language,
# "name、role、character：获胜" in Chinese; the winners counted by the word
# each language uses).
ends() { awk '/^\*\*\* /{on=1;next} /^(Replay|Resume) it with:/{on=0} on && /^[^ ]+(, |、)/' "$1" | sed 's/\(,\|、\).*//'; }
winners() { sed -n '/^\*\*\* /,$p' "$1" | grep -c -e ': won$' -e ': venceu$' -e '：获胜$' -e ': victoria$' -e ': ha vinto$'; }

if [ "$what" = dice8 ]; then
  open_table --game dice --players 8 --remote 6 --seed 11
  langs=(en pt_BR zh_CN es it en)
  for i in 0 1 2 3 4 5; do join "p$i" "${langs[$i]}" --name "p$i"; done
  want_players=8
else
  open_table --game solo --humans 0 --remote 1 --seed 3
  join watcher it --watch
  for _ in $(seq 1 50); do [ -s "$tmp/watcher" ] && break; sleep 0.1; done
  join player en --name zed
  want_players=4
fi
wait "$host" || fail "the host ended with status $?: $(tail -n 5 "$tmp/host")"
for c in "${clients[@]}"; do
  wait "${c%%:*}" || fail "client ${c#*:} ended with status $?: $(tail -n 5 "$tmp/${c#*:}")"
done
[ "$(ends "$tmp/host" | wc -l)" = $want_players ] || fail "the host's end has not $want_players players: $(ends "$tmp/host")"
for c in "${clients[@]}"; do
  out=$tmp/${c#*:}
  [ "$(ends "$out")" = "$(ends "$tmp/host")" ] || fail "${c#*:}'s end differs: $(ends "$out" | tr '\n' ' ') / $(ends "$tmp/host" | tr '\n' ' ')"
  [ "$(winners "$out")" = "$(winners "$tmp/host")" ] || fail "${c#*:}'s winners differ"
done
if [ "$what" = solo ]; then
  # The spectator saw the game live, in its language, and no hand.
  grep -q "Mazzo:" "$tmp/watcher" || fail "the spectator saw no table in Italian: $(head -n 5 "$tmp/watcher")"
  grep -q "La tua mano\|Your hand" "$tmp/watcher" "$tmp/host" && fail "a spectator was shown a hand"
  [ "$(grep -c '^  ' "$tmp/watcher")" -gt 10 ] || fail "the spectator saw no log"
fi
[ $status = 0 ] && echo "PASS: $what: every screen ends the same ($(winners "$tmp/host") winners)"
exit $status
