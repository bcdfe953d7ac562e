#!/bin/sh
# private_notice.sh: a card taken at random from a hand is told to the one
# who took it and to the one who lost it, to nobody else, and in hot seat
# only once the keyboard is theirs (ctest hotseat/private; issue 29).
# Usage: private_notice.sh BANG
#
# In a real pseudo-terminal (tmux) at 80x24, two humans (ann, bob) and two
# computer players, seed 1: ann plays Panic! on bob's hand. ann's screen
# says which card she took ("You take Cat Balou from bob's hand."); bob's
# says it after his handover ("ann takes your Cat Balou."), and never while
# ann holds the keyboard; and `log` on bob's turn still shows it to bob.
# Then `bang replay --as` gives each seat its own lines only, and a
# spectator (who sees every hand) the public ones.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=${1:?usage: private_notice.sh BANG}
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is needed for this test"; exit 1; }
tmp=$(mktemp -d)
sock="bang-private-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
new_session "$sock" new-session -d -x 80 -y 24 -s play \
  "$bang play --players 4 --humans 2 --seed 1 --pace 0 --lang en; sleep 30"
tmux -L "$sock" pipe-pane -o -t play "cat >>'$tmp/raw'"
screen() { tmux -L "$sock" capture-pane -p -t play; }
# The session as text, in order (escape codes and carriage returns out).
text() { sed 's/\x1b\[[0-9;?]*[A-Za-z]//g; s/\r//g' "$tmp/raw"; }
# Play on (Enter at a handover, the first option at a decision) until bob
# has been told, or for at most 80 answers.
for _ in $(seq 1 80); do
  text | grep -q 'ann takes your' && break
  last=$(screen | grep -v '^$' | tail -1)
  case $last in
    *'press Enter.'*) tmux -L "$sock" send-keys -t play Enter ;;
    ann\>* | bob\>*) tmux -L "$sock" send-keys -t play 1 Enter ;;
  esac
  sleep 0.3
done
text >"$tmp/session"
taken=$(sed -n "s/^  You take \(.*\) from bob's hand\.$/\1/p" "$tmp/session" | head -1)
if [ -z "$taken" ]; then
  fail "ann was never told which card she took from bob's hand"
else
  # ann is told while she holds the keyboard, bob after his handover only.
  told_ann=$(grep -n "^  You take $taken from bob's hand\.$" "$tmp/session" | head -1 | cut -d: -f1)
  told_bob=$(grep -n "^  ann takes your $taken\.$" "$tmp/session" | head -1 | cut -d: -f1)
  handover=$(awk -v a="$told_ann" 'NR > a && /Pass the keyboard to bob/ { print NR; exit }' "$tmp/session")
  if [ -z "$told_bob" ]; then
    fail "bob was never told that ann took his $taken"
  elif [ -z "$handover" ] || [ "$told_bob" -lt "$handover" ]; then
    fail "bob was told (line $told_bob) before the keyboard passed to him (line ${handover:-none})"
  fi
  head -n "${handover:-0}" "$tmp/session" | grep -q 'takes your' &&
    fail "ann's screen shows what bob was told: $(grep 'takes your' "$tmp/session" | head -1)"
  awk -v h="${handover:-0}" 'NR > h' "$tmp/session" | grep -q "You take $taken" &&
    fail "bob's screen shows what ann was told"
  # bob can read it again.
  if screen | grep -v '^$' | tail -1 | grep -q '^bob>'; then
    tmux -L "$sock" send-keys -t play 'log 10' Enter
    sleep 1
    screen | grep -q "^  ann takes your $taken\.$" || fail "log on bob's turn does not show what he was told"
    screen | grep -q "You take" && fail "log on bob's turn shows what ann was told"
  else
    fail "bob is not at his prompt: $(screen | grep -v '^$' | tail -1)"
  fi
fi

# The same game, piped to its end, replayed as each seat and as a spectator.
mkdir -p "$tmp/state"
yes 1 | head -400 | XDG_STATE_HOME="$tmp/state" "$bang" play --players 4 --humans 2 --seed 1 --pace 0 \
  --lang en >/dev/null 2>&1
save=$(ls "$tmp"/state/bang/card-*.bang 2>/dev/null | head -1)
if [ -z "$save" ]; then
  fail "the piped game left no save"
else
  for who in ann bob cy ""; do
    yes '' | head -300 | "$bang" replay "$save" ${who:+--as "$who"} --lang en 2>&1 |
      grep -E 'takes your|You take' >"$tmp/told-${who:-all}"
  done
  grep -q "^  You take .* from bob's hand" "$tmp/told-ann" || fail "replay --as ann: ann's lines are missing"
  grep -q "^  ann takes your" "$tmp/told-ann" && fail "replay --as ann shows bob's lines"
  grep -q "^  ann takes your" "$tmp/told-bob" || fail "replay --as bob: bob's lines are missing"
  grep -q "from bob's hand" "$tmp/told-bob" && fail "replay --as bob shows ann's lines"
  grep -q "ann takes your" "$tmp/told-cy" && fail "replay --as cy shows bob's lines"
  [ -s "$tmp/told-all" ] && fail "a spectator's replay shows lines told to one seat: $(head -1 "$tmp/told-all")"
fi
exit $status
