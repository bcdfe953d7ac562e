#!/bin/bash
# net_names.sh: names at a network table are checked as bang play's (ctest net/names).
# Usage: net_names.sh BANG
#
# bang host --names and bang join --name refuse what bang play --names
# refuses (a blank, a number, "all", a repeated name, too many names, an
# empty one), at once, status 2, with a message naming the option; and
# take what it takes.
set -u
bang=${1:?usage: net_names.sh BANG}
export LC_ALL=C.UTF-8
status=0
fail() { echo "FAIL: $*"; status=1; }
refused() { # OPTION ARGS...: the command must stop at once with status 2 and a message
  local option=$1
  shift
  out=$(timeout 5 "$bang" "$@" </dev/null 2>&1)
  local rc=$?
  [ $rc = 2 ] && grep -q -- "$option" <<<"$out" || fail "'$*' gave status $rc: $(head -c 200 <<<"$out")"
}
for names in 'ann bob,cy' '42,bob' 'all,bob' 'ann,ANN' 'ann,,bob' 'a,b,c,d,e,f'; do
  refused --names host --players 4 --remote 1 --listen 127.0.0.1:0 --code x --names "$names"
  # bang play refuses the same
  out=$(timeout 5 "$bang" play --players 4 --humans 0 --names "$names" </dev/null 2>&1)
  [ $? = 2 ] || fail "bang play took --names '$names'"
done
for name in 'ann bob' 42 all "$(printf 'a\tb')" "$(printf 'x%.0s' $(seq 1 40))"; do
  refused --name join 127.0.0.1:9 --code x --name "$name"
done
# A name bang play takes, bang host takes: the table opens.
out=$(timeout 5 "$bang" host --players 4 --humans 0 --remote 0 --seed 1 --listen 127.0.0.1:0 --code x \
  --names 'joão,li,ann,bob' </dev/null 2>&1)
grep -q "joão" <<<"$out" || fail "bang host did not take names bang play takes: $(tail -n 3 <<<"$out")"
[ $status = 0 ] && echo "PASS: names at a table are checked as bang play's"
exit $status
