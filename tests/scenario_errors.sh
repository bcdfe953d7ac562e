#!/bin/sh
# scenario_errors.sh BANG SOURCE_DIR: the scenario runner's self-test of
# failing scenarios (ctest scenario/errors). Each tests/scenario_errors/*.lua
# is a scenario that must fail: a wrong expectation of a scenario key, or a
# key used where it does not apply. The line marked "--!" is where it must
# fail and the header "-- expect: TEXT" what the failure must say, so each
# file proves that its key is checked (not ignored) and that the message
# names the file and line: `bang scenario` must exit 1 and print
# "FAIL FILE:LINE: ...TEXT...". A crash always fails.
set -u
bang=${1:?usage: scenario_errors.sh BANG SOURCE_DIR}
src=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
count=0
for file in "$src"/tests/scenario_errors/*.lua; do
  name=$(basename "$file" .lua)
  count=$((count + 1))
  want=$(sed -n 's/^-- expect: //p' "$file" | head -n 1)
  line=$(grep -n -- '--!' "$file" | head -n 1 | cut -d: -f1)
  if [ -z "$want" ] || [ -z "$line" ]; then
    echo "FAIL $name: no '-- expect:' header or no line marked --!"
    status=1
    continue
  fi
  "$bang" scenario --quiet "$file" >"$tmp/out" 2>&1
  rc=$?
  bad=""
  if grep -q "AddressSanitizer\|runtime error\|LeakSanitizer\|internal error\|Aborted" "$tmp/out"; then
    bad="crashed"
  elif [ "$rc" -ne 1 ]; then
    bad="exit status $rc, not 1"
  elif ! grep -qF -- "FAIL $file:$line: " "$tmp/out"; then
    bad="no failure at $file:$line"
  elif ! grep -F -- "FAIL $file:$line: " "$tmp/out" | grep -qF -- "$want"; then
    bad="the failure does not say: $want"
  elif ! grep -q "^0 passed, 1 failed$" "$tmp/out"; then
    bad="not exactly one failure"
  fi
  if [ -n "$bad" ]; then
    echo "FAIL $name: $bad"
    head -c 1500 "$tmp/out"
    echo
    status=1
  else
    echo "ok   $name"
  fi
done
if [ "$count" -lt 20 ]; then
  echo "FAIL only $count files in tests/scenario_errors"
  status=1
fi
exit $status
