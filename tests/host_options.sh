#!/bin/sh
# host_options.sh BANG: bang host reads its options with the shared parser
# (cli_options.c) and its own, and checks the table as a whole before it
# listens: each wrong option says what is wrong, in the command's words,
# with exit status 2 (ctest net/host_options). No table is opened here.
set -u
bang=${1:?usage: host_options.sh BANG}
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
check() { # check "MESSAGE" ARGS...: bang host ARGS says MESSAGE and ends with status 2
  want=$1
  shift
  out=$(timeout 10 "$bang" host --listen 127.0.0.1:0 --lang en "$@" </dev/null 2>&1)
  rc=$?
  [ "$rc" -eq 2 ] || fail "host $*: exit status $rc, not 2: $out"
  printf '%s\n' "$out" | grep -qF -- "$want" || fail "host $*: no '$want' in: $out"
}
check "bang host: unknown game 'poker'; the games are: card, dice, solo." --game poker
check "bang host: --humans is 0 or 1: whether you play a seat at this terminal." --humans 2
check "bang host: --seed takes a whole number." --seed many
check "bang host: --bot is easy, normal, hard" --bot best
check "bang host: the computer players of the dice game are:" --game dice --bot hate
check "bang host: wrong option or value: --remote 9" --remote 9
check "bang host: the card game takes 4 to 7 players (--players)." --players 9
check "bang host: the dice game takes 3 to 8 players (--players)." --game dice --players 2
check "bang host: the seats do not add up" --players 4 --remote 4
check "bang host: in the solo game one person decides for every character" --game solo --remote 1
check "bang host: --bots is not for the solo game" --game solo --bots random
check "bang host: --bots goes without --bot." --bots random,normal --bot easy
check "bang host: --names gives more names than there are players (4)." --players 4 --names a,b,c,d,e
check "bang host: --resume opens the table as the game was set up: leave out --choose-character." \
  --resume nowhere.bang --choose-character
check "bang host: wrong option or value: --frob" --frob
check "Did you mean: --remote?" --remtoe 1
exit $status
