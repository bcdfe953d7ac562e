#!/bin/bash
# net_play.sh: a 4-player card game over loopback (ctest net/play).
# Usage: net_play.sh BANG
#
# The host plays seat 1 from piped input, two players join from piped
# input in pt_BR and zh_CN, the fourth seat is a computer player. Before
# they join, hostile clients: a wrong code, a garbage line, a 10 MB line,
# invalid UTF-8. Every process ends with status 0 and the same result;
# each screen is in its player's language; the hostile ones get errors.
set -u
bang=${1:?usage: net_play.sh BANG}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
export LC_ALL=C.UTF-8
yes 1 | head -3000 >"$tmp/ones" || true
port=$((20000 + $$ % 20000))
addr=127.0.0.1:$port
timeout 60 "$bang" host --players 4 --remote 2 --seed 7 --code net-test-code --listen "$addr" \
  --lang en <"$tmp/ones" >"$tmp/host" 2>&1 &
host=$!
pids+=($host)
for _ in $(seq 1 50); do grep -q "Table open" "$tmp/host" && break; sleep 0.1; done
grep -q "Table open at $addr, code net-test-code" "$tmp/host" || fail "the host did not open: $(cat "$tmp/host")"

hostile() { # NAME: send stdin to the table, keep what comes back
  timeout 15 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; cat >&3; timeout 5 cat <&3" >"$tmp/$1.out" 2>/dev/null
}
printf '{"type":"hello","version":2,"code":"wrong"}\n' | hostile wrong
printf 'garbage\n{"type":"hello","version":2,"code":"net-test-code"\n' | hostile garbage
head -c 10000000 /dev/zero | tr '\0' 'a' | hostile long
printf '{"type":"hello","version":2,"code":"net-test-\xff\xfe"}\n' | hostile utf8
grep -q '"code":"code"' "$tmp/wrong.out" || fail "a wrong code got no error: $(cat "$tmp/wrong.out")"
grep -q '"code":"malformed"' "$tmp/garbage.out" || fail "garbage got no error: $(cat "$tmp/garbage.out")"
grep -q '"code":"long"' "$tmp/long.out" || fail "a 10 MB line got no error"
grep -q '"code":"malformed"' "$tmp/utf8.out" || fail "invalid UTF-8 got no error: $(cat "$tmp/utf8.out")"
for f in wrong garbage long utf8; do
  grep -q '"welcome"' "$tmp/$f.out" && fail "the hostile client $f got a seat"
done

timeout 60 "$bang" join "$addr" --code net-test-code --name joao --lang pt_BR <"$tmp/ones" >"$tmp/pt" 2>&1 &
pt=$!
pids+=($pt)
timeout 60 "$bang" join "$addr" --code net-test-code --name li --lang zh_CN <"$tmp/ones" >"$tmp/zh" 2>&1 &
zh=$!
pids+=($zh)
wait $host || fail "the host ended with status $?: $(tail -5 "$tmp/host")"
wait $pt || fail "the pt_BR player ended with status $?: $(tail -5 "$tmp/pt")"
wait $zh || fail "the zh_CN player ended with status $?: $(tail -5 "$tmp/zh")"
# The same end: the players' lines after the result banner (up to the
# host's own lines after them), names and results.
# (Chinese lists with 、 and puts ： after the names)
ends() { awk '/^\*\*\* /{on=1;next} /^Replay it with:/{on=0} on && /^[^ ]+(, |、)/' "$1" | sed 's/\(,\|、\).*\(:\|：\) */: /' | awk -F': ' '{print $1}'; }
[ "$(ends "$tmp/host")" = "$(ends "$tmp/pt")" ] && [ "$(ends "$tmp/host")" = "$(ends "$tmp/zh")" ] &&
  [ -n "$(ends "$tmp/host")" ] || fail "the ends differ: host $(ends "$tmp/host") / pt $(ends "$tmp/pt") / zh $(ends "$tmp/zh")"
winners() { grep -c "$2" "$1"; }
[ "$(winners "$tmp/host" ': won$')" = "$(winners "$tmp/pt" ': venceu$')" ] &&
  [ "$(winners "$tmp/host" ': won$')" = "$(winners "$tmp/zh" '、[^、]*：获胜$')" ] ||
  fail "the winners differ"
# The end as bang play shows it, in each player's language: the result
# once (in its banner, not also as the log's last line), after the
# summary: the turns played (the last turn the screen showed) and who
# went out, the same at every screen.
flat() { tr '\n' ' ' <"$1" | tr -s ' '; } # a screen's text, its wrapped lines joined
for who in host pt zh; do
  result=$(awk '/^\*\*\* /{on=1} on{print} on && / \*\*\*$/{exit}' "$tmp/$who" | tr '\n' ' ' | tr -s ' ' |
    sed 's/^\*\*\* //; s/ \*\*\* $//')
  [ -n "$result" ] && [ "$(flat "$tmp/$who" | grep -oF -- "$result" | wc -l)" = 1 ] ||
    fail "the $who screen does not show the result once: $result"
done
last_turn=$(grep -o '^  Turn [0-9]*:' "$tmp/host" | tail -1 | tr -dc 0-9)
grep -qx "Turns: $last_turn\." "$tmp/host" && grep -qx "Turnos: $last_turn\." "$tmp/pt" &&
  grep -qx "回合数：$last_turn。" "$tmp/zh" ||
  fail "the end's summary does not say the turns played ($last_turn): $(grep -A3 '^Turn\|^回合' "$tmp/host" "$tmp/pt" "$tmp/zh")"
outs=$(grep -c '^  [^ ]* went out on turn [0-9]*' "$tmp/host")
[ "$outs" -ge 1 ] && [ "$(grep -c '^  [^ ]* saiu do jogo no turno [0-9]*' "$tmp/pt")" = "$outs" ] &&
  [ "$(grep -c '^  [^ ]* 在第 [0-9]* 回合.*出局。$' "$tmp/zh")" = "$outs" ] ||
  fail "the end's summary does not say who went out at every screen"
grep -q "Sua mão:" "$tmp/pt" || fail "the pt_BR screen is not in Portuguese"
grep -q "你的手牌：" "$tmp/zh" || fail "the zh_CN screen is not in Chinese"
grep -q "Your hand:" "$tmp/host" || fail "the host's screen is not in English"
grep -q "Your hand:\|Sua mão:" "$tmp/zh" && fail "the zh_CN screen has another language"
[ $status = 0 ] && echo "PASS: 4 players over loopback, 3 languages, 4 hostile clients refused"
exit $status
