#!/bin/sh
# help_width.sh: help that fits (issue 29 item 3). In each language (en,
# pt_BR, es, it, zh_CN, where a Chinese character takes two columns):
#  - `bang --help` and `bang COMMAND --help` of every command: no line
#    wider than 80 columns;
#  - the in-game `help` (card and dice games): the commands' texts all
#    start in one column, as wide as the widest command with its arguments
#    (no "olhar [JOGADOR|todos] a mesa" running into its text).
# Usage: help_width.sh BANG
set -u
bang=${1:?usage: help_width.sh BANG}
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state"
for lang in en pt_BR es it zh_CN; do
  for command in "" play simulate scenario learn replay save host join rules; do
    # shellcheck disable=SC2086 # no command: `bang --help`
    "$bang" $command --help --lang "$lang" >"$tmp/help" 2>&1 || fail "$lang: bang $command --help failed"
    widest=$(wc -L <"$tmp/help")
    if [ "$widest" -gt 80 ]; then
      fail "$lang: 'bang $command --help' is $widest columns wide:"
      awk 'length($0) > 80' "$tmp/help" | head -3
    fi
  done
  for game in card dice; do
    # (`help` is understood in every language)
    printf 'help\n' | "$bang" play --game "$game" --lang "$lang" --seed 3 --pace 0 --players 4 >"$tmp/game" 2>&1
    # the help block: lines between the "Other commands" line and the question
    awk '/^[^ ]/ { if (inblock) exit } inblock && /^  [^ ]/ { print } /^[^ ].*[:：]$/ { inblock = 1 }' "$tmp/game" >"$tmp/block"
    sed -E -n 's/^(  ([^ ]| [^ ])*  +)[^ ].*$/\1/p' "$tmp/block" >"$tmp/heads"
    lines=$(grep -c '' "$tmp/block")
    heads=$(grep -c '' "$tmp/heads")
    [ "$lines" -ge 8 ] || { fail "$lang/$game: no list of commands in help: $(cat "$tmp/game" | head -20)"; continue; }
    [ "$heads" -eq "$lines" ] || fail "$lang/$game: a command runs into its text: $(sed -E '/^(  ([^ ]| [^ ])*  +)[^ ]/d' "$tmp/block")"
    columns=$(while IFS= read -r head; do printf '%s' "$head" | wc -L; done <"$tmp/heads" | sort -un)
    [ "$(printf '%s\n' "$columns" | grep -c '')" -eq 1 ] ||
      fail "$lang/$game: the texts start at columns $(echo $columns):$(printf '\n%s' "$(cat "$tmp/block")")"
  done
done
[ $status -eq 0 ] && echo "PASS: help fits in 80 columns and lines up, in every language"
exit $status
