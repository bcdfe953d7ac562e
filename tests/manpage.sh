#!/bin/sh
# manpage.sh: doc/bang.6 is well-formed and complete (ctest manpage, label
# install). Usage: manpage.sh BANG MANPAGE VERSION
#   - groff -man -ww formats it with no warning (warnings are errors), and
#     `man -l` reads it, when they are installed (else: skipped, 77);
#   - every long option in the --help of play, simulate, scenario and learn, and
#     every environment variable the program reads, is in the page;
#   - the page's header names the project version.
set -u
bang=${1:?usage: manpage.sh BANG MANPAGE VERSION}
page=${2:?}
version=${3:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL $*"
  status=1
}
command -v groff >/dev/null || { echo "skipped: groff is not installed (apt-get install groff)"; exit 77; }

LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>"$tmp/warn"
if [ -s "$tmp/warn" ] || ! LC_ALL=C.UTF-8 groff -man -Tutf8 -ww "$page" >"$tmp/text" 2>/dev/null; then
  fail "groff warns about $page:"
  cat "$tmp/warn"
fi
if command -v man >/dev/null; then
  LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$page" 2>"$tmp/manwarn" >"$tmp/man" || fail "man -l $page fails"
  [ -s "$tmp/manwarn" ] && { fail "man -l warns:"; cat "$tmp/manwarn"; }
  grep -q 'bang play' "$tmp/man" || fail "man -l shows no 'bang play'"
fi
grep -q "^\.TH BANG 6 .*$version" "$page" || fail "the .TH line does not name version $version"

# Every long option of every command's --help, as the page shows it.
# (groff may turn - into a Unicode hyphen: compare an ASCII rendering.)
LC_ALL=C.UTF-8 groff -man -Tascii "$page" 2>/dev/null | sed 's/.\x08//g' >"$tmp/ascii"
for cmd in play simulate scenario learn replay save; do
  for opt in $("$bang" $cmd --help --lang en | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    grep -qF -- "$opt" "$tmp/ascii" || fail "bang $cmd $opt is not in the man page"
  done
done
for var in BANG_DATA_DIR BANG_LOCALE_DIR XDG_STATE_HOME LANGUAGE LC_ALL LC_MESSAGES LANG NO_COLOR TERM COLUMNS; do
  grep -qF "$var" "$tmp/ascii" || fail "the environment variable $var is not in the man page"
done
for word in "EXIT STATUS" EXAMPLES FILES ENVIRONMENT; do
  grep -qF "$word" "$tmp/ascii" || fail "no $word section"
done
[ $status -eq 0 ] && echo "ok: $page formats without warnings and names every option"
exit $status
