#!/bin/sh
# guidance_terminal.sh BANG: guidance at a real terminal (tmux, 80x24;
# issue 29 item 4). Checks that:
#   - the first screen of a first game (no game saved yet) says that help
#     exists and that `learn` teaches the game;
#   - `pace 0` typed during a game takes the pauses away at once: started
#     with --pace 5000, the computer players' next turns pass in seconds;
#   - a person who is eliminated is asked whether to watch or leave: quit
#     leaves, the game saved to be resumed; Enter watches to the end;
#   - the end's summary has the time on a terminal.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: guidance_terminal.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-guide-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C.UTF-8 XDG_STATE_HOME="$tmp/state"
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
screen() { tmux -L "$sock" capture-pane -p -t "$1"; }
history() { tmux -L "$sock" capture-pane -p -J -S - -t "$1"; }
wait_for() { # session pattern [tenths]
  for _ in $(seq 1 "${3:-100}"); do
    screen "$1" | grep -q "$2" && return 0
    sleep 0.1
  done
  fail "$1: waited for '$2'; the screen ends with: $(screen "$1" | tail -3)"
  return 1
}
last_line() { screen "$1" | grep -v '^$' | tail -1; }
# A session that lives through the whole test: else killing the last game's
# session ends the tmux server, and the next new-session can meet it
# exiting ("server exited unexpectedly", seen under load).
new_session "$sock" new-session -d -s keep "sleep 600"

# The first screen of a first game (seed 2: ann is the Sheriff and plays first).
new_session "$sock" new-session -d -x 80 -y 24 -s first \
  "$bang play --seed 2 --pace 0 --lang en; sleep 30"
if wait_for first '^ann>'; then
  flat=$(screen first | tr '\n' ' ' | tr -s ' ')
  case "$flat" in
    *"First game? Type help at any prompt"*"learn teaches the game"*) echo "ok: the first screen names help and learn" ;;
    *) fail "the first screen does not name help and learn:"; screen first ;;
  esac
fi
tmux -L "$sock" send-keys -t first -l quit
tmux -L "$sock" send-keys -t first Enter
tmux -L "$sock" send-keys -t first -l quit
tmux -L "$sock" send-keys -t first Enter
wait_for first '^Resume it with' >/dev/null
tmux -L "$sock" kill-session -t first
# The next game is not a first game.
new_session "$sock" new-session -d -x 80 -y 24 -s second \
  "$bang play --seed 2 --pace 0 --lang en; sleep 30"
wait_for second '^ann>' && { screen second | grep -q 'First game?' && fail "the second game says 'First game?'"; }
tmux -L "$sock" kill-session -t second

# pace 0 during a game started at 5 s a move.
new_session "$sock" new-session -d -x 80 -y 24 -s pace \
  "$bang play --seed 2 --pace 5000 --lang en; sleep 30"
if wait_for pace '^ann>'; then
  tmux -L "$sock" send-keys -t pace 'pace 0' Enter
  wait_for pace "Pause after each computer player's move: 0 ms" 30
  start=$(date +%s)
  # End the turn (discarding as asked) until the computer players have
  # played two turns; at 5 s a move that would take far longer.
  for _ in $(seq 1 40); do
    history pace | grep -q 'Turn 3:' && break
    if last_line pace | grep -q '^ann> *$'; then
      # (-l: typed as letters; "end" alone is tmux's name of the End key)
      if screen pace | grep -q '  end$'; then tmux -L "$sock" send-keys -t pace -l end
      else tmux -L "$sock" send-keys -t pace -l 1; fi
      tmux -L "$sock" send-keys -t pace Enter
    fi
    sleep 0.2
  done
  took=$(( $(date +%s) - start ))
  history pace | grep -q 'Turn 3:' && [ "$took" -le 8 ] && echo "ok: after pace 0, turns 2 and 3 began within $took s" ||
    fail "after pace 0 the computer players still wait ($took s, turn 3 begun: $(history pace | grep -c 'Turn 3:'))"
fi
tmux -L "$sock" kill-session -t pace

# Eliminated (seed 3, 7 players, answering take / end / 1: ann goes out on
# turn 12): asked to watch or leave. quit leaves, the game saved; Enter
# watches the others to the end.
until_out() { # session: play as a pipe would until the question; 0 if asked
  new_session "$sock" new-session -d -x 80 -y 24 -s "$1" \
    "$bang play --players 7 --seed 3 --no-confirm --pace 0 --lang en; echo \"exit status \$?\"; sleep 30"
  sent=0
  for _ in $(seq 1 600); do
    screen "$1" | grep -q 'You are out of the game' && return 0
    screen "$1" | grep -q 'exit status' && break
    if last_line "$1" | grep -q '^ann> *$'; then
      # the lines a pipe would give, one per prompt, in the same order
      case $((sent % 3)) in 0) word=take ;; 1) word=end ;; *) word=1 ;; esac
      sent=$((sent + 1))
      tmux -L "$sock" send-keys -t "$1" -l "$word"
      tmux -L "$sock" send-keys -t "$1" Enter
    fi
    sleep 0.1
  done
  history "$1" | grep -q 'ann is eliminated' || fail "$1: ann was never eliminated (the test proves nothing)"
  fail "$1: eliminated, ann was not asked to watch or leave"
  return 1
}
if until_out out; then
  flat=$(screen out | tr '\n' ' ' | tr -s ' ')
  case "$flat" in
    *"Press Enter to watch the others play to the end, or type quit to leave"*) echo "ok: asked to watch or leave" ;;
    *) fail "the question is not whole: $flat" ;;
  esac
  tmux -L "$sock" send-keys -t out -l quit
  tmux -L "$sock" send-keys -t out Enter
  if wait_for out 'exit status'; then
    history out | grep -q '^You left the game\.$' && history out | grep -q '^Resume it with:$' &&
      history out | grep -q '^exit status 0$' && echo "ok: quit leaves, the game saved" ||
      fail "quit after elimination: $(screen out | tail -6)"
  fi
fi
if until_out watch; then
  tmux -L "$sock" send-keys -t watch Enter
  if wait_for watch 'exit status' 100; then
    history watch | grep -q '^\*\*\* ' && history watch | grep -q '^exit status 0$' &&
      ! history watch | grep -q '^You left the game' && echo "ok: Enter watches to the end" ||
      fail "Enter after elimination: $(screen watch | tail -6)"
  fi
fi
# The end's summary at a terminal has the time (mm:ss).
new_session "$sock" new-session -d -x 80 -y 24 -s end \
  "$bang play --humans 0 --players 4 --seed 1 --pace 0 --lang en; sleep 30"
wait_for end '^Replay it with' &&
  { history end | grep -q '^Turns: [0-9]*\. Time: [0-9]*:[0-5][0-9]\.$' && echo "ok: the summary has the time" ||
    fail "no 'Turns: N. Time: M:SS.' at the end: $(history end | grep -B2 -A2 '^\*\*\*')"; }
exit $status
