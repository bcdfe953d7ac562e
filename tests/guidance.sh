#!/bin/sh
# guidance.sh BANG: what tells a new player where to go (issue 29 item 4),
# piped. Checks that:
#   - the lines printed at the end name the program as it was started
#     (DIR/bang run from the folder above, as build/bang from a checkout);
#   - a mistyped long option gets the nearest one (--plyers: --players);
#   - --lesson out of range says the range; a missing FILE says so;
#   - the end of a game has a summary (turns, who went out on which turn
#     and by whom; the time only on a terminal, so piped output stays the
#     same from run to run) and says the winning line once;
#   - piped input keeps working when the person is eliminated: nothing is
#     asked, the game is watched to its end (exit 0).
set -u
bang=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" LC_ALL=C.UTF-8
fail=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }

# The program as started: from the folder above its own, DIR/bang.
dir=$(cd "$(dirname "$bang")" && pwd)
out=$(cd "$dir/.." && "./$(basename "$dir")/bang" play --humans 0 --players 4 --seed 1 --lang en </dev/null 2>&1)
line=$(printf '%s\n' "$out" | sed -n '/^Replay it with:$/{n;p;}')
case "$line" in
  "  ./$(basename "$dir")/bang replay "*) ok "closing line: $line" ;;
  *) bad "the replay line does not name ./$(basename "$dir")/bang: '$line'" ;;
esac

err=$("$bang" play --plyers 5 --lang en 2>&1 </dev/null); st=$?
case "$err" in
  *"Did you mean: --players?"*) [ $st -eq 2 ] && ok "--plyers: --players" || bad "--plyers exits $st" ;;
  *) bad "--plyers: $(printf '%s\n' "$err" | head -2)" ;;
esac
err=$("$bang" simulate --gmaes 3 --lang pt_BR 2>&1 </dev/null)
case "$err" in
  *"--games?"*) ok "simulate --gmaes: --games" ;;
  *) bad "simulate --gmaes: $(printf '%s\n' "$err" | head -2)" ;;
esac

err=$("$bang" learn --lesson 99 --lang en 2>&1 </dev/null)
case "$err" in
  *"lessons: --lesson takes 1 to "[0-9]*) ok "--lesson 99: $err" ;;
  *) bad "--lesson 99: $err" ;;
esac
err=$("$bang" replay --as ann --lang en 2>&1 </dev/null)
case "$err" in
  "bang replay: FILE is missing."*) ok "replay without FILE says so" ;;
  *) bad "replay --as ann: $(printf '%s\n' "$err" | head -2)" ;;
esac

out=$("$bang" play --humans 0 --players 7 --seed 4 --lang en </dev/null 2>&1)
printf '%s\n' "$out" | grep -Eq '^Turns: [0-9]+\.$' &&
  ok "summary: $(printf '%s\n' "$out" | grep '^Turns:')" || bad "no 'Turns: N.' line (piped: no time)"
printf '%s\n' "$out" | grep -q '^  [a-z]* went out on turn [0-9]*, eliminated by [a-z]*\.$' &&
  ok "who went out, and by whom" || bad "no 'went out on turn N, eliminated by' line"
n=$(printf '%s\n' "$out" | grep -c 'All Outlaws and the Renegade are eliminated')
[ "$n" -eq 1 ] && ok "the winning line once" || bad "the winning line is said $n times"
# The summary comes before the result's banner.
printf '%s\n' "$out" | sed -n '/^\*\*\*/,$p' | grep -q '^Turns:' && bad "the summary comes after the banner"

# Piped: ann is eliminated on turn 12 (seed 3), the game goes on to its
# end without asking anything.
yes "take
end
1" | head -3000 | "$bang" play --players 7 --seed 3 --no-confirm --pace 0 --lang en >"$tmp/out" 2>&1
st=$?
if grep -q "ann is eliminated" "$tmp/out" && grep -q '^\*\*\*' "$tmp/out" && [ $st -eq 0 ] &&
   ! grep -q "You are out of the game" "$tmp/out"; then
  ok "piped: eliminated, watched to the end, exit 0"
else
  bad "piped elimination: exit $st; $(tail -3 "$tmp/out")"
fi
exit $fail
