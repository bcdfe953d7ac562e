#!/bin/sh
# hotseat.sh: two humans at one keyboard keep their secrets (ctest hotseat).
# Usage: hotseat.sh BANG
#
# In a real pseudo-terminal (tmux): every handover sends the sequence that
# clears the scrollback (ESC[3J, terminfo's E3); once the keyboard has
# passed to the other human, nothing of the first one's hand can be
# scrolled back to; and at the handover prompt neither Up (history) nor
# Tab (completion) tells anything about either player. Piped, with four humans: a player shot while holding
# no Missed! is still asked (taking the hit is the only option), so the
# others cannot tell from the game's pace; with one human such a question
# is never asked of the computer players' targets.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: hotseat.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-hotseat-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
echo 'set -g history-limit 5000' >"$tmp/tmux.conf"

new_session "$sock" -f "$tmp/tmux.conf" new-session -d -x 80 -y 24 -s play \
  "$bang play --players 4 --humans 2 --seed 7 --pace 0 --lang en; sleep 30"
tmux -L "$sock" pipe-pane -o -t play "cat >>'$tmp/raw'"
screen() { tmux -L "$sock" capture-pane -p -t play; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t play; }
wait_for() { # pattern
  for _ in $(seq 1 100); do
    screen | grep -q "$1" && return 0
    sleep 0.1
  done
  fail "waited 10 s for '$1'; the screen ends with: $(screen | tail -3)"
  return 1
}

# The first handover: to whoever decides first.
wait_for 'Pass the keyboard to' || exit 1
first=$(screen | sed -n 's/.*Pass the keyboard to \([a-z]*\),.*/\1/p' | head -1)
tmux -L "$sock" send-keys -t play Enter
wait_for "^$first>" || exit 1
history | grep -q '^Your hand:' || fail "$first was not shown their hand"
# Answer with the first option until the other human is asked to sit down.
other=""
for _ in $(seq 1 60); do
  screen | grep -q 'Pass the keyboard to' && {
    other=$(screen | sed -n 's/.*Pass the keyboard to \([a-z]*\),.*/\1/p' | tail -1)
    [ "$other" != "$first" ] && break
    tmux -L "$sock" send-keys -t play Enter
    sleep 0.3
    continue
  }
  tmux -L "$sock" send-keys -t play 1 Enter
  sleep 0.3
done
if [ -z "$other" ] || [ "$other" = "$first" ]; then
  fail "the keyboard never passed from $first to the other human"
else
  # At the handover the previous player may still hold the keyboard:
  # neither the history (Up) nor completion (Tab) may tell anything.
  tmux -L "$sock" send-keys -t play Up
  sleep 0.3
  screen | grep -v '^$' | tail -1 | grep -q 'press Enter\. *$' ||
    fail "Up at the handover recalled a command: $(screen | grep -v '^$' | tail -1)"
  tmux -L "$sock" send-keys -t play 'pla' Tab
  sleep 0.3
  screen | grep -v '^$' | tail -1 | grep -q 'press Enter\. pla$' ||
    fail "Tab at the handover completed something: $(screen | grep -v '^$' | tail -1)"
  tmux -L "$sock" send-keys -t play C-u
  history >"$tmp/history"
  if grep -q 'Your hand:' "$tmp/history"; then
    fail "$first's hand can still be scrolled back to when $other takes the seat:"
    grep 'Your hand:' "$tmp/history" | head -2
  fi
  grep -q "$(printf '\033\\[3J')" "$tmp/raw" || fail "no ESC[3J (clear the scrollback) was sent"
fi

# Asked even with one answer, when several humans play.
single_answers() { # humans
  yes 1 | head -n 3000 | "$bang" play --players 4 --humans "$1" --seed 7 --lang en --pace 0 |
    awk '/shoots at you: cancel it/ { asked = 1; n = 0; next }
         asked && /^  *[0-9]+\) / { n++; line = $0; next }
         asked && /^[a-z]+> / { if (n == 1 && line ~ /Take the hit/) count++; asked = 0 }
         END { print count + 0 }'
}
[ "$(single_answers 4)" -ge 1 ] || fail "with 4 humans, no shot player was asked with only 'Take the hit'"
exit $status
