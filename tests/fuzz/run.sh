#!/bin/sh
# run.sh: run one libFuzzer target for a bounded time over a fresh copy of its
# seed corpus (ctest -L fuzz; see tests/fuzz/CMakeLists.txt).
#
#   run.sh FUZZER TARGET SECONDS SOURCE_DIR WORK_DIR [libFuzzer options...]
#
# TARGET is game, scenario, save, pattern or protocol. The corpus is built in WORK_DIR/corpus from:
#   scenario: every scenarios/*/*.lua file;
#   save:     the saves of short card, dice and solo games kept among the
#             regressions (seed-*.bang) and the inputs beside them;
#   game:     the command() lines of every scenario, one input per file
#             (variant byte from its game, then a player count and a seed),
#             once as written and once played on to the end at random;
#   pattern:  tests/fuzz/seeds/pattern/ (calls of the string functions);
#   protocol: tests/fuzz/seeds/protocol/ (a client's byte streams);
# plus tests/fuzz/regressions/TARGET/ (crashes found before). New inputs are
# added there as the fuzzer finds them; a crash, timeout or out-of-memory is
# saved in WORK_DIR/artifacts/ and fails the test (libFuzzer's exit status).
set -eu
fuzzer=$1 target=$2 seconds=$3 src=$4 work=$5
shift 5
corpus=$work/corpus
rm -rf "$corpus"
mkdir -p "$corpus" "$work/artifacts"

case $target in
scenario)
  for f in "$src"/scenarios/*/*.lua; do
    cp "$f" "$corpus/$(basename "$(dirname "$f")")_$(basename "$f")"
  done
  ;;
game)
  i=0
  for f in "$src"/scenarios/*/*.lua; do
    i=$((i + 1))
    n=$(grep -c '^ *{ *"[a-z]*",' "$f" || true)
    case $f in */card/*) v=1 n=$((n - 4)) ;; *) v=0 n=$((n - 3)) ;; esac
    [ "$n" -ge 0 ] || n=0
    # header: flags, players (the target maps it into range), 8 seed bytes
    for flags in $v $((v + 8)); do
      out=$corpus/$(basename "$(dirname "$f")")_$(basename "$f" .lua)_$flags
      printf "\\$(printf %03o "$flags")\\$(printf %03o "$n")\\000\\000\\000\\000\\000\\000\\000\\$(printf %03o "$((i % 256))")" >"$out"
      sed -n 's/^ *command *( *"[^"]*" *, *"\([^"]*\)" *).*/\1/p' "$f" >>"$out"
    done
  done
  ;;
save) ;; # tests/fuzz/regressions/save, copied below
pattern)
  cp "$src"/tests/fuzz/seeds/pattern/* "$corpus/"
  ;;
protocol)
  cp "$src"/tests/fuzz/seeds/protocol/* "$corpus/"
  ;;
*)
  echo "run.sh: unknown target $target" >&2
  exit 2
  ;;
esac
if [ -d "$src/tests/fuzz/regressions/$target" ]; then
  cp "$src/tests/fuzz/regressions/$target"/* "$corpus/" 2>/dev/null || true
fi

echo "fuzz $target: $(ls "$corpus" | wc -l) seed inputs, $seconds s"
exec "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
  -dict="$src/tests/fuzz/$target.dict" -artifact_prefix="$work/artifacts/" \
  "$@" "$corpus"
