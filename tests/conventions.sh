#!/bin/sh
# conventions.sh: what users expect of a command-line program (ctest
# conventions, label install).
# Usage: conventions.sh BANG VERSION
#   - `bang -V` and `bang --version` print "bang VERSION" (the CMake project
#     version) first, exit 0;
#   - `bang -h`, `bang --help` and `-h` of every command print the usage on
#     stdout, exit 0, and tell the exit statuses;
#   - a wrong option exits 2;
#   - output that cannot be written (/dev/full) is an error: play, simulate,
#     scenario and --help exit non-zero with a message on stderr.
set -u
bang=${1:?usage: conventions.sh BANG VERSION}
version=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL $*"
  status=1
}

for v in -V --version; do
  first=$("$bang" $v | head -1)
  [ "$first" = "bang $version" ] || fail "bang $v says '$first', not 'bang $version'"
done
for args in "-h" "--help" "play -h" "play --help" "simulate -h" "scenario -h"; do
  "$bang" $args --lang en >"$tmp/out" 2>"$tmp/err"
  code=$?
  [ $code -eq 0 ] || fail "bang $args exited $code"
  grep -q '^Usage' "$tmp/out" || fail "bang $args: no usage on stdout"
  grep -q 'Exit status' "$tmp/out" || fail "bang $args: the exit statuses are not told"
done
"$bang" play --no-such-option --lang en >/dev/null 2>&1
[ $? -eq 2 ] || fail "a wrong option does not exit 2"

if [ -w /dev/full ]; then
  for args in "play --lang en --game dice --humans 0 --players 3 --seed 1" \
              "simulate --lang en --game dice --players 3 --games 3" \
              "--help" "--version"; do
    "$bang" $args </dev/null >/dev/full 2>"$tmp/err"
    code=$?
    [ $code -ne 0 ] || fail "bang $args >/dev/full exited 0"
    grep -q 'cannot write' "$tmp/err" || fail "bang $args >/dev/full: no message: $(cat "$tmp/err")"
  done
  echo "ok: write errors are reported ($(head -1 "$tmp/err"))"
else
  echo "no /dev/full here: the write-error check is not run"
fi
exit $status
