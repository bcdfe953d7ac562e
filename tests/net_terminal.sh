#!/bin/bash
# net_terminal.sh: two `bang join` clients as people see them, in real
# pseudo-terminals (tmux) at 80x24, one in English and one in Chinese, at
# the same moment of one 7-player card game (ctest net/terminal).
# Usage: net_terminal.sh BANG
#
# The host serves (--humans 0, five computer players); ann joins in
# English, bob in Chinese. ann's first decision, with 17 options, leaves
# the whole table on her screen (the options grouped as bang play groups
# them: "Play BANG! at … (play bang …): 1) bob  2) gus"). There her line editing is
# tried: Up recalls the line typed before, Tab completes a command word
# ("loo" -> "look", "en" -> "end"), which ends her turn. At bob's first decision (the moment
# both screens are captured and printed): no line of either session is
# wider than 80 columns, bob's prompt is on his screen, ann's screen is in
# English (no Chinese), bob's in Chinese (his options each with Chinese
# text, no English table words, his commands naming the cards in Chinese
# as bang play does: "放回 失手", not "放回 missed"); then Up and Tab at bob's prompt
# (a Chinese command word: "放" -> "放回", his first decision being Kit
# Carlson's card to put back; "查" -> "查看", look).
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: net_terminal.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-net-terminal-$$"
host_pid=
cleanup() {
  tmux -L "$sock" kill-server 2>/dev/null
  [ -n "$host_pid" ] && kill "$host_pid" 2>/dev/null && wait "$host_pid" 2>/dev/null
  [ -n "${KEEP:-}" ] || rm -rf "$tmp"
}
trap cleanup EXIT
[ -n "${KEEP:-}" ] && echo "kept in $tmp"
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state
port=$((20000 + ($$ * 11) % 20000))
addr=127.0.0.1:$port
echo 'set -g history-limit 5000' >"$tmp/tmux.conf"

timeout 240 "$bang" host --listen "$addr" --code net-terminal --players 7 --humans 0 --remote 2 \
  --seed 5 --lang en </dev/null >"$tmp/host" 2>&1 &
host_pid=$!
for _ in $(seq 1 300); do grep -q "Table open at $addr" "$tmp/host" 2>/dev/null && break; sleep 0.1; done
grep -q "Table open at $addr" "$tmp/host" || { echo "FAIL: the host did not open: $(cat "$tmp/host")"; exit 1; }

client() { # SESSION NAME LANG
  new_session "$sock" -f "$tmp/tmux.conf" new-session -d -x 80 -y 24 -s "$1" \
    "$bang join $addr --code net-terminal --name $2 --lang $3; sleep 30"
}
screen() { tmux -L "$sock" capture-pane -p -t "$1"; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t "$1"; }
last() { screen "$1" | grep -v '^$' | tail -n 1; }
# Whether the session's last line comes to match a pattern, within 10 s
# (a line typed is echoed at once; an ASan build on a busy machine may
# take seconds to draw it).
shows() { # SESSION PATTERN
  for _ in $(seq 1 100); do last "$1" | grep -q -- "$2" && return 0; sleep 0.1; done
  return 1
}
# Wait until the session's last line matches a pattern, 30 s at most (the
# computer players' turns come first).
await() { # SESSION PATTERN WHAT
  for _ in $(seq 1 300); do last "$1" | grep -q -- "$2" && return 0; sleep 0.1; done
  fail "$3: $(last "$1")"
  return 1
}
keys() { tmux -L "$sock" send-keys -t "$@"; sleep 0.3; }

client en ann en
# ann first (seat 1): her seat's key kept (bang join writes it once
# welcomed) before bob joins; 30 s at most, a bound on a hang.
for _ in $(seq 1 300); do ls "$tmp"/state/bang/join-*-ann.key >/dev/null 2>&1 && break; sleep 0.1; done
client zh bob zh_CN

# ann's first decision: her line editing at the join prompt.
if await en '^ann> *$' "no prompt for ann after 10 s"; then
  # Her first decision (17 options: the options grouped, as bang play's)
  # leaves the whole table on the 24 rows.
  screen en >"$tmp/en.first"
  grep -q '^> ann, ' "$tmp/en.first" || fail "the table's first row is not on ann's screen at her first decision"
  grep -q '^gus, ' "$tmp/en.first" || fail "the table's last row is not on ann's screen at her first decision"
  keys en 'nosuch' Enter
  keys en Up
  shows en '^ann> nosuch$' || fail "Up did not recall ann's last line: $(last en)"
  # Tab completes the client's own commands too (look, help...), as bang play's.
  keys en C-u 'loo' Tab
  shows en '^ann> look *$' || fail "Tab did not complete 'loo' to 'look': $(last en)"
  keys en C-u 'en' Tab
  shows en '^ann> end *$' || fail "Tab did not complete 'en' to 'end': $(last en)"
  keys en Enter
fi
# ann's turn goes on (a discard, ...) until bob is asked (at most 300
# rounds of 0.1 s and more: a bound on a hang, not a measure).
for _ in $(seq 1 300); do
  last zh | grep -q '^bob> *$' && break
  if last en | grep -q '^ann> *$'; then keys en 1 Enter; else sleep 0.1; fi
done
if await zh '^bob> *$' "no prompt for bob after ann's turn"; then
  screen en >"$tmp/en.screen"
  screen zh >"$tmp/zh.screen"
  for s in en zh; do
    history "$s" >"$tmp/$s.history"
    widest=$(wc -L <"$tmp/$s.history")
    [ "$widest" -le 80 ] || fail "$s: a line is $widest columns wide: $(awk 'length > 80' "$tmp/$s.history" | head -2)"
  done
  grep -q '^bob> *$' "$tmp/zh.screen" || fail "bob's prompt is not on his screen"
  # English: the log of bob's turn, and not one Chinese character (the
  # lead bytes E4 to E9 in UTF-8).
  grep -q 'Turn [0-9]*: bob plays' "$tmp/en.screen" || fail "ann's screen does not show bob's turn in English"
  LC_ALL=C grep -q "$(printf '[\344-\351]')" "$tmp/en.history" && fail "Chinese on ann's screen"
  # Chinese: every option line of bob's has Chinese text; no English table word.
  awk '/^bob(:|：)/ { on = 1; next } /^bob>/ { on = 0 } on' "$tmp/zh.screen" >"$tmp/zh.options"
  [ -s "$tmp/zh.options" ] || fail "no options on bob's screen"
  LC_ALL=C grep -v "$(printf '[\344-\351]')" "$tmp/zh.options" >"$tmp/zh.english"
  [ -s "$tmp/zh.english" ] && fail "option lines with no Chinese on bob's screen: $(head -2 "$tmp/zh.english")"
  grep -E -q 'Deck:|Your hand|Turn [0-9]|End the turn' "$tmp/zh.history" && fail "English on bob's screen"
  # ... and the commands in his words too: the cards named in Chinese, as
  # bang play names them ("放回 失手", not "放回 missed"); only the
  # players' names are Latin.
  grep -oE '（[^（）]*）$' "$tmp/zh.options" | grep -oE '[a-z_]{3,}' |
    grep -vxE 'ann|bob|cy|dee|eve|fox|gus' >"$tmp/zh.ids"
  [ -s "$tmp/zh.ids" ] && fail "English card ids in bob's commands: $(sort -u "$tmp/zh.ids" | tr '\n' ' ')"
  # bob's line editing, with a Chinese command word.
  keys zh 'nosuch' Enter
  keys zh Up
  shows zh '^bob> nosuch$' || fail "Up did not recall bob's last line: $(last zh)"
  keys zh C-u '放' Tab
  shows zh '^bob> 放回' || fail "Tab did not complete '放' to '放回': $(last zh)"
  keys zh C-u '查' Tab
  shows zh '^bob> 查看' || fail "Tab did not complete '查' to '查看' (look): $(last zh)"
  echo "---- ann's screen (en), at bob's decision ----"
  cat "$tmp/en.screen"
  echo "---- bob's screen (zh_CN), at the same moment ----"
  cat "$tmp/zh.screen"
fi
[ $status = 0 ] && echo "PASS: two clients at 80x24 in English and Chinese: they fit, each in its language; Up and Tab work"
exit $status
