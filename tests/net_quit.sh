#!/bin/bash
# net_quit.sh: leaving a network table as bang play is left, and the
# host's own seat without confirmations (ctest net/quit).
# Usage: net_quit.sh BANG
#
# quit: a `bang join` seat that types quit is asked, with bang play's very
# words, to type it again: quit, look (anything else goes on), quit, an
# empty line (keeps the question), quit leaves: status 0, "You left the
# game.". Input that ends right after one quit (a script's last line)
# leaves too, not "the input ended". In Spanish the question is bang
# play's line, word for word.
# no-confirm: `bang host` plays its own seat answering 1 to the end; seed 3
# makes that seat drink a Beer at full life: warned ("Careful:") and typed
# again by default, taken at once with --no-confirm (as bang play's and
# bang join's).
set -u
bang=${1:?usage: net_quit.sh BANG}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; [ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
[ -n "${KEEP:-}" ] && echo "kept in $tmp"
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ * 13) % 20000))
addr=127.0.0.1:$port

# One table (the host serves; one remote seat, --grace 0: the computer
# player takes it as soon as its player leaves), one client; both must end.
table() { # NAME LANG INPUT-LINES...: the client's screen in $tmp/NAME, its status returned
  local name=$1 lang=$2
  shift 2
  printf '%s\n' "$@" >"$tmp/$name.in"
  rm -f "$tmp/host"
  timeout 100 "$bang" host --players 4 --humans 0 --remote 1 --seed 3 --grace 0 --code net-quit \
    --listen "$addr" --lang en </dev/null >"$tmp/host" 2>&1 &
  pids+=($!)
  local host=$!
  for _ in $(seq 1 100); do grep -q "Table open" "$tmp/host" 2>/dev/null && break; sleep 0.1; done
  grep -q "Table open at $addr" "$tmp/host" || fail "the host did not open: $(cat "$tmp/host")"
  timeout 100 "$bang" join "$addr" --code net-quit --name "$name" --lang "$lang" <"$tmp/$name.in" \
    >"$tmp/$name" 2>&1
  local rc=$?
  wait "$host" || fail "the host ended with status $? after $name left: $(tail -3 "$tmp/host")"
  return $rc
}

again='^Type quit again to leave the game, or anything else to go on\.$'
table ann en quit look quit '' quit
rc=$?
[ $rc = 0 ] || fail "ann: status $rc, not 0: $(tail -3 "$tmp/ann")"
[ "$(grep -c "$again" "$tmp/ann")" = 2 ] ||
  fail "ann was not asked twice to type quit again: $(grep -c "$again" "$tmp/ann") times"
grep -q "^ann> look$" "$tmp/ann" || fail "ann's look after one quit was not read: $(tail -5 "$tmp/ann")"
grep -q "^You left the game\.$" "$tmp/ann" || fail "ann did not leave: $(tail -3 "$tmp/ann")"
# the question came after the first quit, not after look (anything else goes on)
grep -A1 "^ann> look$" "$tmp/ann" | grep -q "$again" && fail "look did not cancel the quit"

table bob en quit
rc=$?
[ $rc = 0 ] || fail "bob (quit, then the input ends): status $rc, not 0: $(tail -3 "$tmp/bob")"
grep -q "$again" "$tmp/bob" || fail "bob was not asked to type quit again"
grep -q "^You left the game\.$" "$tmp/bob" || fail "bob did not leave: $(tail -3 "$tmp/bob")"

# Spanish: bang play's question, word for word (the lines after "> salir").
table ana es salir salir
rc=$?
[ $rc = 0 ] || fail "ana: status $rc, not 0: $(tail -3 "$tmp/ana")"
asked() { awk '/> salir$/ { on = 1; next } on && /> / { exit } on' "$1" | head -n 3; }
printf 'salir\nsalir\n' | "$bang" play --game card --players 4 --seed 3 --lang es --pace 0 >"$tmp/play" 2>&1
asked "$tmp/play" >"$tmp/play.asked"
asked "$tmp/ana" >"$tmp/ana.asked"
grep -q "salir" "$tmp/play.asked" || fail "bang play did not ask to type salir again: $(tail -3 "$tmp/play")"
cmp -s "$tmp/play.asked" "$tmp/ana.asked" ||
  fail "ana was asked '$(cat "$tmp/ana.asked")', bang play asks '$(cat "$tmp/play.asked")'"

# The host's own seat, from piped 1s: warned by default, not with --no-confirm.
own() { # OUT HOST-ARGS...
  local out=$1
  shift
  yes 1 | head -3000 | timeout 100 "$bang" host --players 4 --remote 0 --seed 3 --code net-quit \
    --listen 127.0.0.1:0 --lang en "$@" >"$tmp/$out" 2>&1 || fail "bang host $*: status $?: $(tail -3 "$tmp/$out")"
  grep -q '^\*\*\* ' "$tmp/$out" || fail "bang host $*: the game did not end: $(tail -3 "$tmp/$out")"
}
own confirm
own no-confirm --no-confirm
grep -q '^Careful: You are at full life' "$tmp/confirm" || fail "the host's own seat was never warned"
grep -q '^Careful: ' "$tmp/no-confirm" && fail "the host's own seat was warned with --no-confirm"
grep -q '^ann plays Beer\.\|^  ann plays Beer\.' "$tmp/no-confirm" ||
  fail "the host's own seat did not drink its Beer at once with --no-confirm"
"$bang" host --help --lang en | grep -q -- '--no-confirm' || fail "bang host --help does not list --no-confirm"

[ $status = 0 ] && echo "PASS: quit at a join client asks as bang play does (en, es); bang host --no-confirm"
exit $status
