#!/usr/bin/env bash
# bench/simulate.sh: the speed benchmark (not a test). Builds a Release
# binary in build-bench/, then runs `bang simulate` RUNS times pinned to
# one core and prints each run and the median games per second and
# microseconds per turn, with the heuristic (or random) computer players.
#   usage: bench/simulate.sh [GAME (dice)] [PLAYERS (5)] [GAMES (20000)] [RUNS (5)] [BOT (heuristic)]
#   issue targets: bench/simulate.sh dice 5   and   bench/simulate.sh card 7 5000
#   random players: bench/simulate.sh card 7 5000 5 random
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-dice}
players=${2:-5}
games=${3:-20000}
runs=${4:-5}
bot=${5:-heuristic}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DBANG_SANITIZE=OFF -DBANG_TESTS=OFF >/dev/null
cmake --build build-bench -j2 >/dev/null
pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
rates=()
turns=()
for run in $(seq "$runs"); do
  line=$($pin build-bench/bang simulate --lang en --game "$game" --players "$players" --games "$games" --seed 1 \
                 --bot "$bot" --jobs 1 |
         grep '^Games per second')
  echo "run $run: $line"
  rates+=("$(echo "$line" | sed -E 's/^Games per second: ([0-9.]+).*/\1/')")
  turns+=("$(echo "$line" | sed -E 's/.*\(([0-9.]+) microseconds.*/\1/')")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "median over $runs runs, $game game, $players players, $bot players, $games games: $(median "${rates[@]}") games/s, $(median "${turns[@]}") us/turn"
