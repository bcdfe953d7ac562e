#!/bin/sh
# help_i18n.sh: what the code adds around translated texts, as a reader of
# each language sees it (ctest i18n/screens, issue 12). Usage:
# help_i18n.sh BANG SOURCE_DIR
#  - `bang --help` and `bang scenario --help` show the scenario synopsis in
#    the same words (translated metavariables: no FILE or L left outside
#    English), and no space follows a full-width colon ("用法：bang");
#  - `bang scenario` says PASS/FAIL and "N passed, N failed" in the
#    language, with the plural of each count;
#  - in a piped dice game in Chinese the dice line reads "骰子：1号 格林机关枪 …" (no
#    half-width colon next to Chinese, no space after "：", and not two
#    colons in a row, "骰子：1：…"), and in the
#    other languages "(locked)" is spaced from its face.
set -u
bang=${1:?usage: help_i18n.sh BANG SOURCE_DIR}
src=${2:?}
status=0
fail() {
  echo "FAIL $*"
  status=1
}
export LC_ALL=C.UTF-8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for lang in en pt_BR es it zh_CN; do
  "$bang" --help --lang "$lang" >"$tmp/top" 2>&1 || fail "$lang: bang --help failed"
  "$bang" scenario --help --lang "$lang" >"$tmp/sub" 2>&1 || fail "$lang: bang scenario --help failed"
  top=$(grep 'bang scenario \[' "$tmp/top" | sed 's/^ *//')
  sub=$(head -1 "$tmp/sub")
  case $sub in
    *"$top") ;;
    *) fail "$lang: the synopses differ: '$top' in bang --help, '$sub' in bang scenario --help" ;;
  esac
  # (Italian writes "file" too.)
  case $lang in
    en) english='' ;;
    it) english='--lang L\b|--bot KIND|--game GAME' ;;
    *) english=' FILE\.\.\.|--lang L\b|--bot KIND|--game GAME' ;;
  esac
  [ -n "$english" ] && grep -q -E -e "$english" "$tmp/top" "$tmp/sub" &&
    fail "$lang: English metavariables in --help: $(grep -h -E -e "$english" "$tmp/top" "$tmp/sub" | head -2)"
done
"$bang" scenario --help --lang zh_CN | head -1 | grep -q '^用法：bang scenario' ||
  fail "zh_CN: the usage line is not '用法：bang scenario…': $("$bang" scenario --help --lang zh_CN | head -1)"

# The scenario runner's words and counts.
one=$src/scenarios/dice/turn_order.lua
two=$src/scenarios/dice/law_wins.lua
"$bang" scenario --lang en "$one" >"$tmp/en" 2>&1
grep -q '^PASS ' "$tmp/en" && tail -1 "$tmp/en" | grep -qx '1 passed, 0 failed' ||
  fail "en: scenario output: $(cat "$tmp/en")"
"$bang" scenario --lang pt_BR "$one" "$two" >"$tmp/pt" 2>&1
grep -q '^PASSOU ' "$tmp/pt" && tail -1 "$tmp/pt" | grep -qx '2 passaram, 0 falharam' ||
  fail "pt_BR: scenario output: $(cat "$tmp/pt")"
"$bang" scenario --lang es "$one" >"$tmp/es" 2>&1
tail -1 "$tmp/es" | grep -qx '1 superado, 0 fallidos' || fail "es: scenario summary: $(tail -1 "$tmp/es")"
"$bang" scenario --lang zh_CN "$one" >"$tmp/zh" 2>&1
grep -q '^通过 ' "$tmp/zh" || fail "zh_CN: scenario verdict: $(head -1 "$tmp/zh")"

# The dice line of a piped game (a seed that locks a Dynamite at once).
export COLUMNS=200 # the dice line on one line
printf 'stop\nquit\n' | "$bang" play --game dice --players 4 --seed 3 --lang zh_CN --pace 0 >"$tmp/dice" 2>&1
line=$(grep '^骰子' "$tmp/dice" | head -1)
[ -n "$line" ] || fail "zh_CN: no dice line in: $(head -40 "$tmp/dice")"
case $line in
  *[0-9]:*|"骰子： "*) fail "zh_CN: half-width colon or a space after '：' in the dice line: $line" ;;
  "骰子：1号"*) ;;
  *) fail "zh_CN: the dice line does not start '骰子：1号': $line" ;;
esac
for lang in en pt_BR es it; do
  printf 'stop\nquit\n' | "$bang" play --game dice --players 4 --seed 3 --lang "$lang" --pace 0 >"$tmp/dice" 2>&1
  locked=$(grep '^[^ ].*:  1:' "$tmp/dice" | grep ')' | head -1)
  [ -n "$locked" ] || { fail "$lang: no dice line with a locked die (seed 3)"; continue; }
  echo "$locked" | grep -q '[[:alpha:]](' && fail "$lang: '(locked)' glued to its face: $locked"
done

# A card and its value stay on one line (it E2: "Dinamite" / "2♥").
printf 'mano\nquit\nquit\n' | COLUMNS=50 "$bang" play --game card --players 4 --seed 2 --lang it --pace 0 \
  >"$tmp/hand" 2>&1
grep -q 'La tua mano' "$tmp/hand" || fail "it: no hand line in: $(tail -5 "$tmp/hand")"
split=$(grep -E '^ +([0-9]+|[JQKA])(♠|♥|♦|♣)' "$tmp/hand" | head -1)
[ -z "$split" ] || fail "it: a card's value begins a line, away from its name: $split"

# A die's face is never split across lines in the log (S5: "Punto de" / "mira").
for seed in 1 2 3 4 5 6; do
  printf 'stop\nquit\nquit\n' | COLUMNS=60 "$bang" play --game dice --players 6 --seed $seed --lang es --pace 0
done >"$tmp/faces" 2>&1
grep -q 'Punto de' "$tmp/faces" || fail "es: no dice rolled in: $(tail -5 "$tmp/faces")"
split=$(grep -E 'Punto de$|^ +mira ' "$tmp/faces" | head -1)
[ -z "$split" ] || fail "es: a die's face split at the line's end: $split"

# The "type quit again" line is wrapped to the terminal (es L1: 87 columns).
printf 'quit\nx\nquit\nquit\n' | COLUMNS=60 "$bang" play --game card --players 4 --seed 1 --lang es --pace 0 \
  >"$tmp/quit" 2>&1
grep -q 'salir' "$tmp/quit" || fail "es: no quit line in: $(tail -5 "$tmp/quit")"
wide=$(grep -i 'escribir' "$tmp/quit" | awk '{ if (length($0) > 60) print }' | head -1)
[ -z "$wide" ] || fail "es: a line wider than 60 columns: $wide"
exit $status
