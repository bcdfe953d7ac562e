#!/bin/sh
# bot_hints.sh BANG: the card and dice games' hints say why (issue 27): the
# hint command gives the computer player's choice and the fact of the
# public record that decided it, in every language. Checks, on seeded
# games where a person asks for a hint at the first decision:
#   - card (7 players, seed 6): the Cat Balou at gus, because gus has
#     attacked the Sheriff once; dice (5 players, seed 3): the shot at eve,
#     because eve made us lose 1 life;
#   - in pt_BR, es, it and zh_CN the same hint has a reason of its own
#     language (not the English one), naming the player.
set -u
bang=$1
fail() { echo "FAIL: $*"; exit 1; }
line=$(printf 'hint\n' | COLUMNS=300 "$bang" play --lang en --players 7 --seed 6 --pace 0 --no-confirm --color never 2>&1 |
       grep '^Hint')
[ "$line" = "Hint: Play Cat Balou: discard gus's Barrel (play cat_balou gus barrel): gus has attacked the Sheriff once." ] ||
  fail "card hint: $line"
line=$(printf 'stop\nhint\n' | COLUMNS=300 "$bang" play --lang en --game dice --players 5 --seed 3 --pace 0 --no-confirm \
       --color never 2>&1 | grep '^Hint')
[ "$line" = "Hint: Shoot eve (shoot eve): eve has made you lose 1 life." ] || fail "dice hint: $line"
for lang in pt_BR es it zh_CN; do
  for spec in "card 7 6 hint gus" "dice 5 3 stop,hint eve"; do
    set -- $spec
    input=$(echo "$4" | tr ',' '\n')
    out=$(printf '%s\n' "$input" | COLUMNS=300 "$bang" play --lang "$lang" --game "$1" --players "$2" --seed "$3" \
          --pace 0 --no-confirm --color never 2>&1)
    # The hint's line: the one naming the command the hint gives (its verb,
    # card names and brackets are the language's own: Cat Balou at gus's
    # Barrel, or a shot at eve)
    case $1 in card) cmd=" gus [^ )）]+" ;; dice) cmd=" eve" ;; esac
    h=$(echo "$out" | grep -E "$cmd[)）]" | head -1)
    [ -n "$h" ] || fail "$lang $1: no hint line: $(echo "$out" | tail -5)"
    reason=$(echo "$h" | sed -E "s/.*$cmd[)）]//")
    echo "$reason" | grep -q "$5" || fail "$lang $1: the reason does not name $5: $h"
    echo "$reason" | grep -q 'has attacked\|has made you' && fail "$lang $1: the reason is in English: $h"
    [ ${#reason} -gt 8 ] || fail "$lang $1: no reason: $h"
  done
done
echo "bot_hints: ok"
