#!/bin/bash
# net_reading.sh: a `bang join` seat has bang play's reading commands,
# hints and harm confirmations, in English and in Spanish (ctest
# net/reading). Usage: net_reading.sh BANG
#
# A 4-player card game over loopback: the host only serves (--humans 0),
# ann joins in English and ana in Spanish, both from piped input that
# types, at their first decision, help, look, hand, card bang, log 3 and
# hint (in ana's words: ayuda, mirar, mano, carta bang, historial 3,
# pista), and ann explain (the log's rules cited from then on). Each screen shows the help's list of commands, the table again,
# the hand with what each card does, the BANG! card's text, the last lines
# of the log exactly as they were shown, and a hint (asked of the host)
# naming one of the options shown; nothing typed is refused, and the game
# ends for both. Then the harm confirmations: ana's Beer at full life is
# warned about and must be typed twice (warned again after a look in
# between); ann answers 1 to the end, and each warning her 1s meet is
# confirmed by the next 1, never warned twice.
set -u
bang=${1:?usage: net_reading.sh BANG}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; [ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
[ -n "${KEEP:-}" ] && echo "kept in $tmp"
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ * 7) % 20000))
addr=127.0.0.1:$port
timeout 60 "$bang" host --players 4 --humans 0 --remote 2 --seed 7 --code net-reading --listen "$addr" \
  --lang en </dev/null >"$tmp/host" 2>&1 &
pids+=($!)
host=$!
for _ in $(seq 1 50); do grep -q "Table open" "$tmp/host" 2>/dev/null && break; sleep 0.1; done
grep -q "Table open at $addr" "$tmp/host" || { echo "FAIL: the host did not open: $(cat "$tmp/host")"; exit 1; }

join() { # NAME LANG COMMANDS...
  local name=$1 lang=$2
  shift 2
  { printf '%s\n' "$@"; yes 1 | head -3000; } >"$tmp/$name.in"
  timeout 60 "$bang" join "$addr" --code net-reading --name "$name" --lang "$lang" <"$tmp/$name.in" \
    >"$tmp/$name" 2>&1 &
  pids+=($!)
}
join ann en help look hand 'card bang' 'log 3' hint explain
en=$!
for _ in $(seq 1 50); do grep -q "ann" "$tmp/host" 2>/dev/null && break; sleep 0.1; done
join ana es ayuda mirar mano 'carta bang' 'historial 3' pista 'jugar cerveza' mirar 'jugar cerveza' \
  'jugar cerveza'
es=$!
wait "$en" || fail "ann's client ended with status $?: $(tail -3 "$tmp/ann")"
wait "$es" || fail "ana's client ended with status $?: $(tail -3 "$tmp/ana")"
wait "$host" || fail "the host ended with status $?: $(tail -3 "$tmp/host")"

# What a screen shows up to its first answer (the line "NAME> 1").
before() { awk -v p="^$1> 1\$" '$0 ~ p { exit } { print }' "$tmp/$1"; }
# The lines after a heading (a whole line, a pattern), up to the next prompt.
after() { awk -v h="^$2\$" -v p="^$1>" 'on && $0 ~ p { exit } on { print } $0 ~ h { on = 1 }' "$tmp/$1.first"; }
# The log lines shown just before the first table (the last of them: $2).
last_log() { awk '/^$/ { exit } /^  / { print }' "$tmp/$1.first" | tail -n "$2"; }

check() { # NAME HELP LOOK-ROW HAND CARD LOG REFUSED HINT
  local name=$1
  before "$name" >"$tmp/$name.first"
  grep -q "^$2\$" "$tmp/$name.first" || fail "$name: no list of commands after help"
  grep -q "^  $3 " "$tmp/$name.first" || fail "$name: the help does not list look"
  [ "$(grep -c "^$name: " "$tmp/$name.first")" -ge 3 ] ||
    fail "$name: the decision was not shown again after help and look"
  [ "$(grep -c "^> \|^[a-z]*, .*/4, " "$tmp/$name.first")" -ge 8 ] ||
    fail "$name: the table was not shown again after look"
  after "$name" "$4" >"$tmp/$name.hand"
  [ "$(grep -c '^    [^ ].*: ' "$tmp/$name.hand")" -ge 3 ] ||
    fail "$name: hand did not list the cards with their texts: $(cat "$tmp/$name.hand")"
  grep -q "^$5" "$tmp/$name.first" || fail "$name: card bang did not show the card"
  after "$name" "$6" >"$tmp/$name.log"
  last_log "$name" "$(wc -l <"$tmp/$name.log")" >"$tmp/$name.shown"
  [ -s "$tmp/$name.log" ] && cmp -s "$tmp/$name.log" "$tmp/$name.shown" ||
    fail "$name: log 3 showed $(cat "$tmp/$name.log") for $(cat "$tmp/$name.shown")"
  # the hint: one of the options shown, as shown ("label (command)"; the
  # command's first word is one of the options' shown)
  local hint verb
  hint=$(awk -v h="^$8: " '$0 ~ h { on = 1; printf "%s", $0; next } on && /^  / { sub(/^ +/, " "); printf "%s", $0; next } on { exit }' "$tmp/$name.first")
  verb=$(printf '%s\n' "$hint" | sed -n 's/^[^(]*(\([^ )]*\).*/\1/p')
  [ -n "$verb" ] && grep -q "^  .*($verb[ )]" "$tmp/$name.first" ||
    fail "$name: no hint naming an option shown: '$hint'"
  grep -q "^$7" "$tmp/$name.first" && fail "$name: something typed was refused: $(grep "^$7" "$tmp/$name.first")"
}
check ann "Other commands:" "look \[PLAYER|all\]" "Your hand:" "BANG! (brown border" \
  "The last [23] lines of the log:" "Refused" "Hint"
# (ana plays first: two lines of the log before her first decision)
check ana "Otros comandos:" "mirar" "Tu mano:" "BANG! (borde marr" \
  "Las últimas [23] líneas del historial:" "Rechazado" "Pista"
# Harm confirmations (as bang play's): ana, at full life, drinks a Beer:
# warned, she looks at the table (which forgets the warning: warned again),
# then types it twice and it is done. ann answers 1 to everything: each
# warning she gets is confirmed by the next 1, never warned twice.
confirmed() { # NAME CAREFUL: each warned answer, typed again, is taken
  grep -E "^$1> |^$2: " "$tmp/$1" | awk -v w="^$2: " '
    { line[NR] = $0 }
    END {
      for (i = 2; i <= NR; i++) if (line[i] ~ w) {
        count++
        if (line[i + 1] != line[i - 1]) { print "the answer warned about was not typed again"; exit 1 }
        if (line[i + 2] ~ w) { print "warned again after typing it again"; exit 1 }
      }
      if (!count) { print "no warning"; exit 1 }
    }'
}
grep -q "^ana> jugar cerveza$" "$tmp/ana" || fail "ana did not get to drink"
[ "$(grep -c "^Cuidado: " "$tmp/ana.first")" = 2 ] ||
  fail "ana was not warned twice about her Beer: $(grep -A1 "^ana> jugar" "$tmp/ana.first")"
grep -A1 "^ana> jugar cerveza$" "$tmp/ana" | grep -q "^  ana juega Cerveza" ||
  fail "ana's Beer, typed twice, was not drunk: $(grep -A1 "^ana> jugar" "$tmp/ana" | tail -2)"
# explain: from then on the log lines cite their rules (from this install's rulebook)
grep -q "^Explanations on\.$" "$tmp/ann.first" || fail "ann's explain was not taken"
sed -n '/^Explanations on\.$/,$p' "$tmp/ann" | grep -q '^    \[C-[0-9]*\]' ||
  fail "no rule cited in ann's log after explain"
grep -q "^Careful: " "$tmp/ann" || fail "ann was never warned"
why=$(confirmed ann Careful) || fail "ann's warnings: $why"

if [ $status = 0 ]; then
  echo "PASS: help, look, hand, card, log, hint and harm confirmations at a join client, in English and Spanish"
  sed -n '/^ana> ayuda/,/^ana> 1/p' "$tmp/ana"
fi
exit $status
