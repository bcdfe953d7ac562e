#!/bin/bash
# net_resume.sh: a host stopped mid-game and reopened (ctest net/resume,
# and net/resume-kill with SIGNAL KILL).
# Usage: net_resume.sh BANG [SEED [ASKED [SIGNAL]]]
#
# A 4-player card game over loopback: the host only serves (--humans 0),
# alice (en) and bob (pt_BR) join, two computer players. alice answers
# ASKED questions; while the table waits for her next answer the host is
# stopped (SIGTERM). It saves the game and every client ends, with a
# non-zero status, telling its player in their language where the game is
# saved (alice too, though her input has nothing to read); a spectator is
# told the table closed, without the words about taking a seat back. `bang host
# --resume FILE` opens the table again: a stranger with alice's name but
# not her key gets no seat; alice and bob join again (`bang join` with the
# same name: the key kept in the state folder) and the game finishes, the
# same end for both, going on from the steps saved; the save replays
# (bang replay) to the same end.
#
# SIGNAL KILL: the host is killed (SIGKILL) instead, so it can neither save
# nor tell anyone: the save it kept as the game went (named when the game
# started) has every answer alice gave, the clients end saying the
# connection was lost, and the table reopened from it goes on as above.
set -u
bang=${1:?usage: net_resume.sh BANG [SEED [ASKED [SIGNAL]]]}
seed=${2:-11}
asked=${3:-10}
signal=${4:-TERM}
tmp=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  exec 7>&- 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
die() { echo "FAIL: $*"; exit 1; }
export LC_ALL=C.UTF-8 XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ + 13) % 20000))
addr=127.0.0.1:$port
code=resume-test-code
prompts() { grep -c "^$1> " "$2" 2>/dev/null; } # the questions a player was asked so far
flat() { tr '\n' ' ' <"$1" | tr -s ' '; }        # a screen's text, its lines joined
opened() { # FILE: wait until the host in FILE is listening
  for _ in $(seq 1 50); do grep -q "Table open" "$1" && break; sleep 0.1; done
  grep -q "Table open at $addr" "$1" || die "the host did not open: $(cat "$1")"
}
yes 1 | head -5000 >"$tmp/ones"

"$bang" host --players 4 --humans 0 --remote 2 --seed "$seed" --code $code --listen "$addr" \
  --lang en </dev/null >"$tmp/host1" 2>&1 &
host=$!
pids+=($host)
opened "$tmp/host1"
mkfifo "$tmp/alice.in"
"$bang" join "$addr" --code $code --name alice --lang en <"$tmp/alice.in" >"$tmp/alice1" 2>&1 &
alice=$!
pids+=($alice)
exec 7>"$tmp/alice.in"
for _ in $(seq 1 50); do ls "$tmp"/state/bang/join-*alice.key >/dev/null 2>&1 && break; sleep 0.1; done
"$bang" join "$addr" --code $code --name bob --lang pt_BR <"$tmp/ones" >"$tmp/bob1" 2>&1 &
bob=$!
pids+=($bob)
"$bang" join "$addr" --code $code --watch --lang en </dev/null >"$tmp/watcher" 2>&1 &
watcher=$!
pids+=($watcher)

# alice answers some questions; the table waits for her next answer
for _ in $(seq 1 "$asked"); do echo 1 >&7; done
until=$((SECONDS + 40))
while [ "$(prompts alice "$tmp/alice1")" -le "$asked" ]; do
  [ $SECONDS -lt $until ] || die "alice was not asked: $(tail -5 "$tmp/alice1")"
  grep -q '^\*\*\* ' "$tmp/bob1" && die "the game ended too soon"
  sleep 0.05
done
kill -$signal $host
{ wait $host; } 2>/dev/null
st=$?
if [ "$signal" = KILL ]; then
  [ $st = 137 ] || fail "the killed host ended with status $st"
  save=$(grep -A1 '^If this host stops, open the table again with:' "$tmp/host1" | sed -n 's/^  bang host --resume //p')
  [ -n "$save" ] && [ -f "$save" ] && [ -f "$save.seats" ] || die "no save kept by the killed host: $(tail -5 "$tmp/host1")"
  for who in alice bob watcher; do
    eval "wait \$$who"
    st=$?
    [ $st = 1 ] || fail "$who ended with status $st"
  done
  grep -qF "the connection to the table was lost" "$tmp/alice1" || fail "alice was not told the connection was lost"
  # every answer alice gave (asked: the last question is still open) is in the save
  alice_steps=$(grep -c '^step alice ' "$save")
  [ "$alice_steps" -ge "$asked" ] || fail "the killed host's save has $alice_steps of alice's $asked answers"
else
[ $st = 143 ] || fail "the stopped host ended with status $st: $(tail -5 "$tmp/host1")"
save=$(grep -A1 '^Resume it with:' "$tmp/host1" | sed -n 's/^  bang host --resume //p')
[ -n "$save" ] && [ -f "$save" ] && [ -f "$save.seats" ] || die "no save named by the host: $(tail -5 "$tmp/host1")"
[ "$(stat -c %a "$save.seats")" = 600 ] || fail "the seats file is readable by others"
wait $alice
st=$?
[ $st = 4 ] || fail "alice ended with status $st"
wait $bob
st=$?
[ $st = 4 ] || fail "bob ended with status $st"
wait $watcher
st=$?
[ $st = 4 ] || fail "the spectator ended with status $st"
# A spectator is told the table closed, not to take back a seat it never had.
grep -qF "The host closed the table before the end of the game." "$tmp/watcher" &&
  ! grep -q "seat back" "$tmp/watcher" ||
  fail "the spectator was not told the table closed, or told to take a seat back: $(tail -3 "$tmp/watcher")"
flat "$tmp/alice1" | grep -qF "The host closed the table before the end of the game. It is saved on the host's computer in $save:" ||
  fail "alice was not told where the game is saved: $(tail -5 "$tmp/alice1")"
flat "$tmp/bob1" | grep -qF "O anfitrião fechou a mesa antes do fim da partida. Ela está salva no computador do anfitrião em $save:" ||
  fail "bob was not told where the game is saved, in Portuguese: $(tail -5 "$tmp/bob1")"
fi
cp "$save" "$tmp/stopped.bang"
steps=$(grep -c '^step ' "$tmp/stopped.bang")
[ "$steps" -gt 0 ] || fail "the save has no steps"

# the table again, for the same players
"$bang" host --resume "$save" --code $code --listen "$addr" --lang en </dev/null >"$tmp/host2" 2>&1 &
host=$!
pids+=($host)
opened "$tmp/host2"
XDG_STATE_HOME=$tmp/stranger timeout 20 "$bang" join "$addr" --code $code --name alice --lang en \
  <"$tmp/ones" >"$tmp/stranger" 2>&1
st=$?
[ $st = 1 ] && grep -q "no free seat" "$tmp/stranger" ||
  fail "a stranger with alice's name got her seat (status $st): $(tail -3 "$tmp/stranger")"
"$bang" join "$addr" --code $code --name alice --lang en <"$tmp/ones" >"$tmp/alice2" 2>&1 &
alice=$!
pids+=($alice)
"$bang" join "$addr" --code $code --name bob --lang pt_BR <"$tmp/ones" >"$tmp/bob2" 2>&1 &
bob=$!
pids+=($bob)
wait $host || fail "the reopened host ended with status $?: $(tail -5 "$tmp/host2")"
wait $alice || fail "alice, back, ended with status $?: $(tail -5 "$tmp/alice2")"
wait $bob || fail "bob, back, ended with status $?: $(tail -5 "$tmp/bob2")"
[ "$(prompts alice "$tmp/alice2")" -ge 1 ] || fail "alice, back, was asked nothing"
[ "$(prompts bob "$tmp/bob2")" -ge 1 ] || fail "bob, back, was asked nothing"
ends() { awk '/^\*\*\* /{on=1;next} on && /^[^ ]+, /' "$1" | sed 's/,.*:/:/' | awk -F': ' '{print $1}'; }
[ -n "$(ends "$tmp/alice2")" ] && [ "$(ends "$tmp/alice2")" = "$(ends "$tmp/bob2")" ] ||
  fail "the ends differ: alice $(ends "$tmp/alice2") / bob $(ends "$tmp/bob2")"
[ "$(grep -c ': won$' "$tmp/alice2")" = "$(grep -c ': venceu$' "$tmp/bob2")" ] || fail "the winners differ"
# the same game, gone on from where it stopped: the save kept its steps and has more
grep -q "Replay it with:" "$tmp/host2" || fail "the reopened host did not say where its save is"
[ "$(grep '^step ' "$save" | head -n "$steps")" = "$(grep '^step ' "$tmp/stopped.bang")" ] &&
  [ "$(grep -c '^step ' "$save")" -gt "$steps" ] || fail "the save did not go on from the stopped game"
# and the save replays to the same end
total=$(grep -c '^step ' "$save")
replayed=$("$bang" replay "$save" --to "$total" </dev/null 2>&1 | awk '/^\*\*\* /{on=1;next} on && $NF == "won" {print $1}' | sort)
won=$(awk '/^\*\*\* /{on=1;next} on && / won$/' "$tmp/alice2" | cut -d, -f1 | sort)
[ -n "$won" ] && [ "$replayed" = "$won" ] || fail "the save replays to another end: $replayed / $won"
[ $status = 0 ] && [ "$signal" = KILL ] && echo "PASS: the host killed, its save kept as the game went; reopened, the same players back, the game finished" && exit 0
[ $status = 0 ] && echo "PASS: the host stopped, every client told where the game is saved; reopened, the same players back, the game finished"
exit $status
