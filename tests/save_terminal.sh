#!/bin/sh
# save_terminal.sh: saving, undo, leaving, resuming and replaying at a real
# terminal (ctest save/terminal). Usage: save_terminal.sh BANG
#
# In a pseudo-terminal (tmux, 80x24), with the automatic saves in a
# temporary $XDG_STATE_HOME: a card game (seed 17) where ann puts her
# Winchester in play and takes it back with undo (the same decision is
# asked again), saves with `save`, draws with Stagecoach and is refused
# undo, then leaves with Ctrl-C twice: the game says where it was saved
# and how to resume it. `bang play --resume` in a new terminal continues
# at the same decision; `bang replay --as ann` steps with Enter, jumps
# with a number and leaves with quit.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: save_terminal.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-save-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
state="$tmp/state"
echo 'set -g history-limit 5000' >"$tmp/tmux.conf"

start() { # command...
  tmux -L "$sock" kill-server 2>/dev/null
  sleep 0.2
  new_session "$sock" -f "$tmp/tmux.conf" new-session -d -x 80 -y 24 -s play \
    "XDG_STATE_HOME='$state' $*; echo '[exit '\$?']'; sleep 30"
}
screen() { tmux -L "$sock" capture-pane -p -t play; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t play; }
keys() { tmux -L "$sock" send-keys -t play "$@"; }
wait_for() { # pattern [where: screen or history]
  for _ in $(seq 1 100); do
    ${2:-screen} | grep -q -- "$1" && return 0
    sleep 0.1
  done
  fail "waited 10 s for '$1'; the screen ends with: $(screen | grep -v '^$' | tail -3)"
  return 1
}
prompts() { history | grep -c '^ann>'; }

start "$bang play --game card --players 4 --seed 17 --lang en --pace 0"
wait_for '^ann>' || exit 1
n=$(prompts)
keys 'play winchester' Enter
for _ in $(seq 1 50); do [ "$(prompts)" -gt "$n" ] && break; sleep 0.1; done
keys undo Enter
wait_for '^Undone: play winchester\. Decide again\.$' || exit 1
wait_for '2) Put Winchester in play' || fail "the Winchester is not offered again after undo"
keys save Enter
wait_for "^Saved in $state/bang/card-" history || fail "save at the prompt"
keys 'play stagecoach' Enter
sleep 0.5
keys undo Enter
wait_for '^Undo refused: since that decision you have seen ' history || fail "undo after Stagecoach"
screen | grep -v '^$' | tail -1 >"$tmp/prompt_before"
keys C-c
wait_for 'Leave the game? Press Ctrl-C again' || exit 1
keys C-c
wait_for '^\[exit 130\]' || exit 1
history >"$tmp/played"
grep -q '^You left the game\.$' "$tmp/played" || fail "no 'You left the game.'"
saved=$(cat "$state/bang/last" 2>/dev/null)
[ -f "$saved" ] || fail "no automatic save after Ctrl-C"
grep -qxF "  $bang play --resume $saved" "$tmp/played" || fail "Ctrl-C: no 'Resume it with' naming $saved"
grep -q '^step ann play stagecoach$' "$saved" || fail "the save lacks the last decision"
grep -q '^step ann play winchester$' "$saved" && fail "the save holds the decision taken back"
# The hand ann held when she left, for the resumed game to show again.
hand=$(grep '^Your hand:' "$tmp/played" | tail -1)

start "$bang play --resume --lang en --pace 0"
wait_for '^Resumed from ' || exit 1
wait_for '^ann>' || exit 1
history >"$tmp/resumed"
# (the line is wrapped between words when the save's path is long)
sed -n '/^Resumed from /,/replayed\.$/p' "$tmp/resumed" | tr '\n' ' ' | sed 's/  */ /g; s/ $//' |
  grep -q "^Resumed from $saved: [0-9]* decisions replayed\.$" || fail "no 'Resumed from $saved'"
[ -n "$hand" ] || fail "no hand shown before Ctrl-C"
[ "$(grep -cF "$hand" "$tmp/resumed")" -ge 1 ] ||
  fail "the resumed game does not show the hand ann had when she left ($hand)"
keys quit Enter quit Enter
wait_for '^\[exit 0\]' || fail "quit twice did not leave the resumed game"

steps=$(grep -c '^step ' "$saved")
start "$bang replay '$saved' --as ann --lang en"
wait_for "^\[0/$steps\]>" || exit 1
keys Enter
wait_for "^Step 1 of $steps: " || fail "Enter does not show step 1"
keys 3 Enter
wait_for "^At step 3 of $steps\.$" || fail "3 does not go to step 3"
wait_for "^\[3/$steps\]>" || fail "no prompt at step 3"
keys quit Enter
wait_for '^\[exit 0\]' || fail "quit does not leave the replay"
[ $status -eq 0 ] && echo "ok: save, undo, Ctrl-C, resume and replay at a terminal"
exit $status
