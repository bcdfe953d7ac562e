#!/bin/sh
# mod_domains.sh BANG SRC: each mod's catalog answers only for its own
# texts (docs/MODDING.md, "Two mods with the same text"). The test mods
# tests/mods/domain_alpha and domain_beta each bring a dice character whose
# ability and rule are the same English text, "Shoots twice.", translated
# differently in each mod's pt_BR catalog: each is shown in its own mod's
# words, whichever mod is loaded last (before, the last one's words were
# shown for both). In English, and at a whole table, the texts show without
# their mod's tag. Each mod also brings a game (alpha, beta) whose
# manifest's title, verb and counter heading are the same English texts,
# "Standoff", NC_("command", "aim") and "Shots", translated differently in
# each mod's catalog: each game shows its own mod's words (before, the verb
# of a mod whose name made its tagged id 24 bytes or longer was refused,
# and a shorter one was shown in the last loaded mod's words).
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
export XDG_STATE_HOME="$tmp/state" XDG_DATA_HOME="$tmp/data"
for m in domain_alpha domain_beta; do
  cp -R "$src/tests/mods/$m" "$tmp/$m"
  mkdir -p "$tmp/$m/locale/pt_BR/LC_MESSAGES"
  msgfmt -o "$tmp/$m/locale/pt_BR/LC_MESSAGES/bang-mod-$m.mo" "$tmp/$m/po/pt_BR.po" ||
    fail "msgfmt $m"
done
a="$tmp/domain_alpha" b="$tmp/domain_beta"
has() { grep -qF -- "$2" "$tmp/$1" || fail "$1: no '$2' in: $(head -c 2000 "$tmp/$1")"; }

for order in ab ba; do
  if [ $order = ab ]; then mods="--mod $a --mod $b"; else mods="--mod $b --mod $a"; fi
  # shellcheck disable=SC2086
  timeout 30 "$bang" rules AA-1 BB-1 --lang pt_BR $mods >"$tmp/rules_$order" 2>&1 ||
    fail "rules ($order): exit status $?: $(cat "$tmp/rules_$order")"
  has "rules_$order" "[AA-1] Atira duas vezes."
  has "rules_$order" "[BB-1] Dispara duas vezes."
done

timeout 30 "$bang" rules AA-1 BB-1 --lang en --mod "$a" --mod "$b" >"$tmp/rules_en" 2>&1
has rules_en "[AA-1] Shoots twice."
has rules_en "[BB-1] Shoots twice."

# A table of computer players with both mods: every character's name shown
# as its catalog has it, no tag in sight (no control byte, no mod's name).
for lang in en pt_BR; do
  timeout 60 "$bang" simulate --game dice --players 8 --games 40 --jobs 1 --lang $lang \
    --mod "$a" --mod "$b" >"$tmp/sim_$lang" 2>&1 || fail "simulate $lang: $(cat "$tmp/sim_$lang")"
  if LC_ALL=C grep -q "$(printf '[\001-\010\016-\037]')\|domain_" "$tmp/sim_$lang"; then
    fail "simulate $lang: a mod's tag shown: $(cat -v "$tmp/sim_$lang")"
  fi
done
has sim_en "Ann Alpha"
has sim_en "Bob Beta"
has sim_pt_BR "Ana Alfa"
has sim_pt_BR "Beto Beta"

# Each mod's game, in its mod's words whichever mod is loaded last: the
# banner (the manifest's title), the table's heading (its counter) and the
# verb, shown and typed.
for order in ab ba; do
  if [ $order = ab ]; then mods="--mod $a --mod $b"; else mods="--mod $b --mod $a"; fi
  for game in alpha:Impasse:Tiros:mirar beta:Tocaia:Disparos:apontar; do
    IFS=: read -r name title heading verb <<EOF
$game
EOF
    out=play_${name}_$order
    # shellcheck disable=SC2086
    printf '%s\nquit\nquit\n' "$verb" | timeout 30 "$bang" play --game "$name" --humans 2 --seed 1 \
      --lang pt_BR $mods >"$tmp/$out" 2>&1
    has "$out" "$title, 2 jogadores, semente 1."
    has "$out" "Jogador  Vida  $heading"
    has "$out" "1) Aim  $verb"
    has "$out" "Turno 2: é a vez de bob." # (the verb, typed in the mod's words, taken)
    if LC_ALL=C grep -q "$(printf '[\001-\010\016-\037]')" "$tmp/$out"; then
      fail "$out: a mod's tag shown: $(cat -v "$tmp/$out")"
    fi
  done
done

[ $status -eq 0 ] && echo "ok: each mod's texts in its own words"
exit $status
