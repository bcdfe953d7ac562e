#!/bin/sh
# rules_cli.sh BANG: `bang rules`, the rulebook at the command line (issue
# 25 item 5: the project cites `bang rules ID`, not a file outside it).
# Checks that:
#   - a rule id shows its text, in the reader's language, from whichever
#     game's rulebook has it (C-20 card, D-9 dice, S-4 solo) without --game;
#   - an id shows that rule alone (C-1, not C-10); the start of several
#     ids that is none shows them all (C-: every card rule);
#   - a card's name shows the rules that name it;
#   - with no id, --game dice shows the dice game's whole rulebook;
#   - an unknown id ends with status 1 and says so; an unknown game, 2.
set -u
bang=${1:?usage: rules_cli.sh BANG}
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
ok() { echo "ok: $*"; }

out=$("$bang" rules C-20 --lang en 2>&1) && case "$out" in
  *"[C-20] BANG!: the target within range loses 1 life"*) ok "C-20 in English" ;;
  *) fail "C-20: $out" ;;
esac || fail "C-20: status $?"
out=$("$bang" rules D-9 --lang pt_BR 2>&1)
case "$out" in
  *"[D-9] Ataque dos índios"*) ok "D-9 from the dice rulebook, in Portuguese" ;;
  *) fail "D-9 in pt_BR: $out" ;;
esac
out=$("$bang" rules S-4 --lang zh_CN 2>&1)
case "$out" in
  *"[S-4] "*) ok "S-4 from the solo rulebook" ;;
  *) fail "S-4: $out" ;;
esac
out=$("$bang" rules C-1 --lang en 2>&1)
n=$(printf '%s\n' "$out" | grep -c '^ *\[C-')
[ "$n" -eq 1 ] && printf '%s\n' "$out" | grep -q '^ *\[C-1\] ' && ok "C-1 shows C-1 alone" ||
  fail "C-1 shows $n rules: $out"
out=$("$bang" rules C- --lang en 2>&1)
n=$(printf '%s\n' "$out" | grep -c '^ *\[C-[0-9]*\]')
[ "$n" -ge 40 ] && ok "C- shows every card rule ($n)" || fail "C- shows $n rules: $(printf '%s\n' "$out" | head -3)"
out=$("$bang" rules Barrel --lang en 2>&1)
printf '%s\n' "$out" | grep -q '^ *\[C-22\] Barrel' && ok "Barrel shows C-22" || fail "Barrel: $out"
out=$("$bang" rules --game dice --lang en 2>&1)
n=$(printf '%s\n' "$out" | grep -c '^ *\[D-[0-9]*\]')
[ "$n" -ge 20 ] && ! printf '%s\n' "$out" | grep -q '\[C-' && ok "--game dice: the whole dice rulebook ($n rules)" ||
  fail "--game dice shows $n dice rules: $(printf '%s\n' "$out" | head -3)"
out=$("$bang" rules X-99 --lang en 2>&1)
rc=$?
[ "$rc" -eq 1 ] && case "$out" in *"No rule is called X-99"*) true ;; *) false ;; esac &&
  ok "X-99: status 1, said" || fail "X-99: status $rc: $out"
out=$("$bang" rules "$(printf 'X\033]0;owned\007')" --lang en 2>&1)
rc=$?
[ "$rc" -eq 1 ] && ! printf '%s' "$out" | grep -q "$(printf '\033')" && case "$out" in *"No rule is called X]0;owned."*) true ;; *) false ;; esac &&
  ok "an escape code in the id: not said back to the terminal" || fail "an escape: status $rc: $(printf '%s' "$out" | od -c | head -3)"
out=$("$bang" rules --game nosuch C-20 --lang en 2>&1)
rc=$?
[ "$rc" -eq 2 ] && case "$out" in *"unknown game 'nosuch'"*) true ;; *) false ;; esac &&
  ok "--game nosuch: status 2, said" || fail "--game nosuch: status $rc: $out"
exit $status
