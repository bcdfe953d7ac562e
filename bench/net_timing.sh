#!/usr/bin/env bash
# bench/net_timing.sh: how long a 7-player card game takes over loopback
# compared with `bang play` (issue 26: the network must add no visible
# delay). Not a test. The same seed, computer players in six seats; the
# seventh is played from piped input ("1" to every question): by `bang
# play --humans 1`, or by a `bang join` client of a `bang host --humans 0
# --remote 1` table (the host's screen being a spectator's). Wall time of
# each run (host and client together, from the host's start to both
# ended), RUNS runs each, then the medians.
#   usage: bench/net_timing.sh [BANG (build/bang)] [SEED (1)] [RUNS (5)]
set -uo pipefail
bang=${1:-build/bang}
seed=${2:-1}
runs=${3:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME=$tmp/state LC_ALL=C.UTF-8
yes 1 | head -5000 >"$tmp/ones"
now() { date +%s%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
port=$((20000 + ($$ * 17) % 20000))
for i in $(seq 1 "$runs"); do
  t0=$(now)
  "$bang" play --players 7 --seed "$seed" --humans 1 --lang en <"$tmp/ones" >"$tmp/play" 2>&1
  t1=$(now)
  echo "play $(((t1 - t0) / 1000))" >>"$tmp/times"
  port=$((port + 1))
  rm -f "$tmp/host"
  t0=$(now)
  "$bang" host --listen "127.0.0.1:$port" --code timing --players 7 --humans 0 --remote 1 \
    --seed "$seed" --lang en </dev/null >"$tmp/host" 2>&1 &
  host=$!
  for _ in $(seq 1 500); do grep -q "Table open at" "$tmp/host" 2>/dev/null && break; sleep 0.01; done
  "$bang" join "127.0.0.1:$port" --code timing --lang en <"$tmp/ones" >"$tmp/join" 2>&1
  wait "$host"
  t1=$(now)
  echo "net $(((t1 - t0) / 1000))" >>"$tmp/times"
  # the same game both ways (else the comparison says nothing)
  [ "$(grep -c ': won$' "$tmp/join")" = "$(grep -c ' won$' "$tmp/play")" ] ||
    echo "warning: run $i: the two games ended differently"
done
echo "turns: $(grep -c 'Turn [0-9]*:' "$tmp/join"), decisions of the piped seat: $(grep -c '^ann>' "$tmp/play")"
for kind in play net; do
  printf '%-5s runs (ms):' "$kind"
  grep "^$kind " "$tmp/times" | awk '{ printf " %.1f", $2 / 1000 }'
  printf '   median %.1f ms\n' "$(grep "^$kind " "$tmp/times" | cut -d' ' -f2 | median | awk '{ print $1 / 1000 }')"
done
