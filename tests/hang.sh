#!/bin/sh
# hang.sh BANG SOURCE_DIR: hostile scripts that once hung or went past the
# memory cap (issue 8) now stop with a clear error, within seconds.
#   - every tests/hang/*.lua runs as a scenario file; its first line says
#     "-- expect: TEXT", and the lines marked "-- here" are where the error
#     may point: the run must fail (status 1, not a signal or the timeout)
#     with TEXT and "NAME.lua:LINE:" for a marked line;
#   - a mod whose rules log in a loop (the same entry, then new message
#     ids) must stop at the memory cap, naming rules.lua and the line.
set -u
bang=$1
src=$2
limit=${HANG_LIMIT:-30} # seconds of wall time, far above the 1 s budget
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src/tests/hang" || exit 2
for file in *.lua; do
  expect=$(sed -n '1s/^-- expect: //p' "$file")
  lines=$(grep -n -- '-- here' "$file" | cut -d: -f1)
  start=$(date +%s)
  out=$(timeout -s KILL "$limit" "$bang" scenario --quiet "$file" 2>&1)
  rc=$?
  took=$(($(date +%s) - start))
  where=""
  for n in $lines; do
    case "$out" in *"$file:$n:"*) where="$file:$n" ;; esac
  done
  if [ "$rc" -ne 1 ]; then
    echo "FAIL $file: status $rc after ${took}s (137: killed at the ${limit}s limit)"
    echo "$out" | head -5
    fail=1
  elif ! echo "$out" | grep -q -- "$expect"; then
    echo "FAIL $file: no '$expect' in:"
    echo "$out" | head -5
    fail=1
  elif [ -z "$where" ]; then
    echo "FAIL $file: the error does not name a marked line ($(echo $lines)):"
    echo "$out" | head -3
    fail=1
  else
    echo "ok $file: $where, ${took}s"
  fi
done

# A mod logging in a loop stops at the memory cap.
for variant in same unique; do
  rm -rf "$tmp/lua"
  cp -R "$src/lua" "$tmp/lua"
  rules=$tmp/lua/dice/rules.lua
  if [ "$variant" = same ]; then
    body='for i = 1, 1e9 do g:log(nil, "a message logged again and again") end'
  else
    body='for i = 1, 1e9 do g:log(nil, "message number " .. i .. string.rep("x", 100)) end'
  fi
  sed '$d' "$src/lua/dice/rules.lua" > "$rules"
  printf 'local stock_setup = rules.setup\nfunction rules.setup(g, ...)\n  %s\n  return stock_setup(g, ...)\nend\nreturn rules\n' \
    "$body" >> "$rules"
  line=$(grep -n 'for i = 1, 1e9' "$rules" | cut -d: -f1)
  out=$(BANG_DATA_DIR=$tmp timeout -s KILL "$limit" "$bang" play --lang en --game dice --humans 0 --players 5 --seed 1 \
        </dev/null 2>&1)
  rc=$?
  if [ "$rc" -eq 137 ] || [ "$rc" -gt 128 ]; then
    echo "FAIL mod logging ($variant): status $rc"
    fail=1
  elif ! echo "$out" | grep -q "rules.lua:$line: not enough memory"; then
    echo "FAIL mod logging ($variant): no 'rules.lua:$line: not enough memory' in:"
    echo "$out" | head -5
    fail=1
  else
    echo "ok mod logging ($variant): $(echo "$out" | grep -o "rules.lua:$line: not enough memory[^.]*" | head -1)"
  fi
done
exit $fail
