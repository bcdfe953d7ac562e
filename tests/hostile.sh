#!/bin/sh
# hostile.sh BANG SOURCE_DIR: hostile scenario files and mods (issue 8)
# fail cleanly, never crash.
#
#   tests/hostile/*.lua       scenario files, run with `bang scenario`;
#   tests/hostile/mods/*.lua  snippets added to the end of a copy of
#                             lua/dice/rules.lua (before `return rules`;
#                             "-- file: dice/bot.lua" for the bot), then the
#                             scenario mods/one_command.scn is run (or, with
#                             "-- run: play", a computer-only `bang play`);
#                             every rules mod is also played by a human
#                             with no input, which must end without a crash.
# Headers: "-- expect: TEXT" (and "-- expect2:") must appear in the output,
# "-- expect-status: N" the exit status (default 1), "-- no-escape": no ESC
# byte in the output. A crash (sanitizer report, abort, the panic handler's
# "internal error") always fails. More cases are built here: a binary
# chunk as rules.lua, 300 more character scripts in a folder, and FIFOs
# where a mod's scripts could be.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

header() { sed -n "s/^-- $1: //p" "$2" | head -n 1; }

# check NAME STATUS WANT_STATUS OUTPUT_FILE CASE_FILE
check() {
  name=$1 status=$2 want=$3 out=$4 file=$5
  bad=""
  if grep -q "AddressSanitizer\|runtime error\|LeakSanitizer\|internal error\|Aborted" "$out"; then
    bad="crashed"
  elif [ "$want" != any ] && [ "$status" -ne "$want" ]; then
    bad="exit status $status, not $want"
  elif [ "$status" -gt 3 ]; then
    bad="exit status $status"
  fi
  for key in expect expect2; do
    text=$(header "$key" "$file")
    if [ -z "$bad" ] && [ -n "$text" ] && ! grep -qF -- "$text" "$out"; then
      bad="no '$text' in the output"
    fi
  done
  if [ -z "$bad" ] && grep -q "^-- no-escape" "$file" && grep -q "$(printf '\033')" "$out"; then
    bad="an escape character reached the output"
  fi
  if [ -n "$bad" ]; then
    echo "FAIL $name: $bad"
    head -c 1500 "$out"
    echo
    fail=1
  else
    echo "ok   $name"
  fi
}

for file in "$src"/tests/hostile/*.lua; do
  name=$(basename "$file" .lua)
  want=$(header expect-status "$file")
  quiet=--quiet
  grep -q "^-- no-escape" "$file" && quiet=""
  "$bang" scenario $quiet "$file" >"$tmp/out" 2>&1
  check "$name" $? "${want:-1}" "$tmp/out" "$file"
done

for file in "$src"/tests/hostile/mods/*.lua; do
  name=mod/$(basename "$file" .lua)
  data=$tmp/$(basename "$file" .lua)
  rm -rf "$data"
  mkdir -p "$data"
  cp -R "$src/lua" "$data/lua"
  target=$(header file "$file")
  target=${target:-dice/rules.lua}
  sed '$d' "$src/lua/$target" >"$data/lua/$target"
  cat "$file" >>"$data/lua/$target"
  tail -n 1 "$src/lua/$target" >>"$data/lua/$target"
  want=$(header expect-status "$file")
  if [ "$(header run "$file")" = play ]; then
    BANG_DATA_DIR=$data "$bang" play --game dice --lang en --humans 0 --players 3 --seed 1 </dev/null >"$tmp/out" 2>&1
    check "$name" $? "${want:-0}" "$tmp/out" "$file"
  else
    BANG_DATA_DIR=$data "$bang" scenario --quiet "$src/tests/hostile/mods/one_command.scn" >"$tmp/out" 2>&1
    check "$name" $? "${want:-1}" "$tmp/out" "$file"
    BANG_DATA_DIR=$data "$bang" play --game dice --lang en --humans 1 --players 3 --seed 1 </dev/null >"$tmp/out" 2>&1
    status=$?
    printf '%s\n' "-- (played by a human with no input)" >"$tmp/none"
    check "$name/play" $status any "$tmp/out" "$tmp/none"
  fi
done

# A binary chunk as a mod's rules.lua: refused, naming the file.
data=$tmp/binary
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
printf '\033LuaT\000\031\223\r\n\032\n\004\010\010xV\000\000' >"$data/lua/dice/rules.lua"
BANG_DATA_DIR=$data "$bang" scenario --quiet "$src/tests/hostile/mods/one_command.scn" >"$tmp/out" 2>&1
status=$?
printf '%s\n' "-- expect: dice/rules.lua: binary chunk refused" >"$tmp/case"
check binary_rules $status 1 "$tmp/out" "$tmp/case"

# 300 more character scripts than the stock ones: all load, whatever order
# the folder lists them in (the players are given three of the new ones).
data=$tmp/many
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
for i in $(seq 1 300); do
  sed "s/id = \"bart_cassidy\"/id = \"zz_$i\"/" "$src/lua/dice/characters/bart_cassidy.lua" \
    >"$data/lua/dice/characters/zz_$i.lua"
done
cat >"$tmp/many.lua" <<'LUA'
scenario { game = "dice", seed = 1, players = { { "ann", character = "zz_7" },
  { "bob", character = "zz_150" }, { "cy", character = "zz_299" } } }
expect { ann = { character = "zz_7" }, bob = { character = "zz_150" }, cy = { character = "zz_299" } }
LUA
BANG_DATA_DIR=$data "$bang" scenario --quiet "$tmp/many.lua" >"$tmp/out" 2>&1
status=$?
printf '%s\n' "-- (300 characters)" >"$tmp/case"
check many_characters $status 0 "$tmp/out" "$tmp/case"

# A FIFO in a mod where a script could be (a character, the bot, a rules
# module) is not a script: it is passed over, and the game is played with
# the stock scripts instead of waiting for ever on the open (the fresh
# attack of issue 31). Each run is bounded: 137 is the time limit.
for where in card/characters/zz_fifo.lua card/bot.lua card/rules/turn.lua; do
  mod=$tmp/fifo_mod
  rm -rf "$mod"
  mkdir -p "$mod/$(dirname "$where")"
  mkfifo "$mod/$where"
  timeout -s KILL 60 "$bang" play --mod "$mod" --game card --lang en --humans 0 --players 4 --seed 1 \
    </dev/null >"$tmp/out" 2>&1
  status=$?
  printf '%s\n' "-- expect: Replay it with" >"$tmp/case"
  check "fifo/$where" $status 0 "$tmp/out" "$tmp/case"
done

exit $fail
