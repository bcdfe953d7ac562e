#!/bin/sh
# mo_catalogs.sh BANG SOURCE_DIR: a mod's message catalogs are checked
# before gettext reads them (issue 31). glibc trusts a .mo file's tables:
# an offset outside the file or a hash table entry past the strings made it
# crash, a full hash table made a lookup loop forever, and a FIFO in the
# place of the file blocked its open. Each broken catalog, put in a copy of
# tests/mods/beer_and_whisky (whose Doc Barley is looked up in it), must be
# refused with an error naming the file, in bounded time, never a crash;
# a sound catalog (made by msgfmt, when there is one) is still used.
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# le32 N...: each N as 4 bytes, little-endian.
le32() {
  for n in "$@"; do
    printf "\\$(printf %03o $((n & 255)))\\$(printf %03o $((n >> 8 & 255)))"
    printf "\\$(printf %03o $((n >> 16 & 255)))\\$(printf %03o $((n >> 24 & 255)))"
  done
}
MAGIC=2500072158 # 0x950412de

# case NAME: a copy of the mod whose English catalog is what stdin holds
# (or, with fifo, a FIFO), run with a time limit.
run_case() {
  name=$1
  mod=$tmp/$name/beer_and_whisky
  mkdir -p "$tmp/$name"
  cp -R "$src/tests/mods/beer_and_whisky" "$mod"
  dir=$mod/locale/en/LC_MESSAGES
  mkdir -p "$dir"
  if [ "$name" = fifo ]; then
    mkfifo "$dir/bang-mod-beer_and_whisky.mo"
  else
    cat >"$dir/bang-mod-beer_and_whisky.mo"
  fi
  timeout 20 "$bang" simulate --mod "$mod" --lang en --game card --players 7 --games 1 --seed 1 \
    >"$tmp/out" 2>&1 </dev/null
  status=$?
  want="$dir/bang-mod-beer_and_whisky.mo: not a valid message catalog"
  if [ $status -eq 124 ]; then
    echo "FAIL $name: no answer in 20 seconds"
    fail=1
  elif [ $status -gt 3 ] || grep -q "AddressSanitizer\|runtime error\|internal error" "$tmp/out"; then
    echo "FAIL $name: crashed (exit status $status)"
    head -c 600 "$tmp/out"
    fail=1
  elif ! grep -qF "$want" "$tmp/out"; then
    echo "FAIL $name: exit status $status, no '$want':"
    head -c 600 "$tmp/out"
    fail=1
  else
    echo "ok   $name"
  fi
}

# A string table whose only string lies far outside the file.
{ le32 $MAGIC 0 1 28 36 0 44; le32 0 2147483647; le32 0 44; printf '\0\0\0\0'; } | run_case offset
# A hash table entry naming string 5 of 1 (glibc then reads a table that
# is not there).
{ le32 $MAGIC 0 1 28 36 3 44; le32 0 56; le32 0 56; le32 5 0 0; printf '\0\0\0\0'; } | run_case hash_entry
# A full hash table: a lookup that misses never ends.
{ le32 $MAGIC 0 1 28 36 3 44; le32 1 56; le32 1 58; le32 1 1 1; printf 'x\0y\0'; } | run_case hash_full
# A hash table of a size that is not prime, or outside the file.
{ le32 $MAGIC 0 1 28 36 4 44; le32 1 60; le32 1 62; le32 1 0 0 0; printf 'x\0y\0'; } | run_case hash_size
{ le32 $MAGIC 0 1 28 36 3 4000; le32 1 44; le32 1 46; printf 'x\0y\0'; } | run_case hash_outside
# A string with no NUL after it, at the end of the file.
{ le32 $MAGIC 0 1 28 36 0 44; le32 1 44; le32 1 45; printf 'xy'; } | run_case no_nul
# Too short, the wrong magic, an unknown revision, a string table outside.
printf '\336\022\004\225' | run_case short
{ le32 1234 0 0 28 28 0 28; } | run_case magic
{ le32 $MAGIC 131072 0 28 28 0 28; } | run_case revision
{ le32 $MAGIC 0 100000 28 28 0 28; } | run_case table_outside
# System dependent strings (revision 0.1), which glibc reads without checks.
{ le32 $MAGIC 1 0 48 48 3 48 0 0 1 60 64; le32 0 0 0; le32 0 0; } | run_case sysdep
# A FIFO: opening it would block.
run_case fifo </dev/null

# A sound catalog is used (and so, with no msgfmt, this part is skipped).
if command -v msgfmt >/dev/null 2>&1; then
  mod=$tmp/good/beer_and_whisky
  mkdir -p "$tmp/good"
  cp -R "$src/tests/mods/beer_and_whisky" "$mod"
  mkdir -p "$mod/locale/en/LC_MESSAGES"
  printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Doc Barley"\nmsgstr "Doc Cevada"\n' \
    >"$tmp/good.po"
  msgfmt -o "$mod/locale/en/LC_MESSAGES/bang-mod-beer_and_whisky.mo" "$tmp/good.po"
  out=$(timeout 60 "$bang" simulate --mod "$mod" --lang en --game card --players 7 --games 20 --seed 1 2>&1)
  if echo "$out" | grep -q "Doc Cevada"; then
    echo "ok   a sound catalog is used"
  else
    echo "FAIL: the sound catalog was not used:"
    echo "$out" | head -5
    fail=1
  fi
fi
exit $fail
