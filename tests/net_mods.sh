#!/bin/bash
# net_mods.sh BANG SRC: a mod's game over the network (ctest net/mods).
# A Showdown table (examples/mods/showdown, a game no C names) hosted with
# --mod: a client joining with the same --mod plays it to the end from
# piped input, its table has the manifest's Bullets column and not the
# card game's hand and deck, the mod's texts in the client's language (a
# compiled copy of its pt_BR catalog) and the host's result; a client
# without the --mod is told which mod the table plays with and leaves
# with status 1, before any of the game. A card game's mod
# (examples/mods/frontier) names its new card in the client's language.
set -u
bang=${1:?usage: net_mods.sh BANG SRC}
src=${2:?usage: net_mods.sh BANG SRC}
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
has() { grep -qF -- "$2" "$tmp/$1" || fail "$1: no '$2' in: $(head -c 3000 "$tmp/$1")"; }
export LC_ALL=C.UTF-8
export XDG_STATE_HOME=$tmp/state XDG_DATA_HOME=$tmp/data
port=$((20000 + ($$ * 13 + 7) % 20000))
command -v msgfmt >/dev/null 2>&1 || { echo "SKIP: no msgfmt"; exit 0; }
# the mods with their pt_BR catalogs compiled (the sources stay read-only)
for m in showdown frontier; do
  cp -R "$src/examples/mods/$m" "$tmp/$m"
  mkdir -p "$tmp/$m/locale/pt_BR/LC_MESSAGES"
  msgfmt -o "$tmp/$m/locale/pt_BR/LC_MESSAGES/bang-mod-$m.mo" "$src/examples/mods/$m/po/pt_BR.po" ||
    fail "$m's pt_BR.po does not compile"
done

# host NAME PORT ARGS...: a table in the background, its output in $tmp/NAME
host() {
  local name=$1 at=127.0.0.1:$2
  shift 2
  timeout 60 "$bang" host --humans 0 --remote 1 --code net-mods --listen "$at" --lang en "$@" \
    </dev/null >"$tmp/$name" 2>&1 &
  pids+=($!)
  hostpid=$!
  for _ in $(seq 1 50); do grep -q "Table open" "$tmp/$name" 2>/dev/null && break; sleep 0.1; done
  grep -q "Table open at $at" "$tmp/$name" || { echo "FAIL: the host did not open: $(cat "$tmp/$name")"; exit 1; }
}

# Without the mod: told which one, status 1, nothing of the game shown.
host sd0 "$port" --mod "$tmp/showdown" --game showdown --players 2 --seed 3
yes 1 | head -300 | timeout 60 "$bang" join "127.0.0.1:$port" --code net-mods --name ann --lang en \
  >"$tmp/nomod" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "without --mod: status $rc, not 1: $(tail -5 "$tmp/nomod")"
has nomod "bang join: this table plays with the mod showdown: join with --mod and that mod's folder."
grep -q "Hand\|Deck\|ann>" "$tmp/nomod" && fail "without --mod: a table was shown: $(cat "$tmp/nomod")"
kill "$hostpid" 2>/dev/null
wait "$hostpid" 2>/dev/null
# ...in the player's language
host sd1 $((port + 1)) --mod "$tmp/showdown" --game showdown --players 2 --seed 3
timeout 60 "$bang" join "127.0.0.1:$((port + 1))" --code net-mods --name ann --lang es </dev/null \
  >"$tmp/nomod.es" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "without --mod (es): status $rc, not 1: $(tail -5 "$tmp/nomod.es")"
has nomod.es "showdown"
grep -q "this table plays" "$tmp/nomod.es" && fail "without --mod (es): in English: $(cat "$tmp/nomod.es")"
kill "$hostpid" 2>/dev/null
wait "$hostpid" 2>/dev/null

# A mod of the same name that does not bring the table's game (frontier's
# files in a folder named showdown): the game is unknown here, said so.
mkdir -p "$tmp/other"
cp -R "$src/examples/mods/frontier" "$tmp/other/showdown"
host sd4 $((port + 4)) --mod "$tmp/showdown" --game showdown --players 2 --seed 3
timeout 60 "$bang" join "127.0.0.1:$((port + 4))" --code net-mods --name ann --lang en \
  --mod "$tmp/other/showdown" </dev/null >"$tmp/other.out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "another mod: status $rc, not 1: $(tail -5 "$tmp/other.out")"
has other.out "bang join: this table plays a game this install does not have (showdown): join with --mod"
kill "$hostpid" 2>/dev/null
wait "$hostpid" 2>/dev/null

# With the mod: played to the end, in Portuguese, as the host saw it; its
# rulebook and the reading commands answer as at bang play's prompt.
host sd2 $((port + 2)) --mod "$tmp/showdown" --game showdown --players 2 --seed 3
{ printf 'rules SD-3\n'; yes 1 | head -300; } | timeout 60 "$bang" join "127.0.0.1:$((port + 2))" --code net-mods --name ann \
  --lang pt_BR --mod "$tmp/showdown" >"$tmp/ann" 2>&1 || fail "with --mod: status $?: $(tail -5 "$tmp/ann")"
wait "$hostpid" || fail "the host ended with status $?: $(tail -3 "$tmp/sd2")"
has ann "Balas: 0"
has ann "[SD-3] "
grep -q "Recusad" "$tmp/ann" && fail "with --mod: something refused: $(grep -m2 Recusad "$tmp/ann")"
has ann "Carregar ou atirar?"
has ann "ann carrega: 1 na arma."
grep -q "Mão\|Baralho\|, ,\|Hand\|Deck" "$tmp/ann" && fail "with --mod: a card game's table: $(head -20 "$tmp/ann")"
result=$(grep -o '\*\*\* .* is the last one standing and wins. \*\*\*' "$tmp/sd2")
winner=${result#\*\*\* }
winner=${winner%% *}
[ -n "$winner" ] || fail "the host has no result: $(tail -5 "$tmp/sd2")"
has ann "*** $winner é o último de pé e vence. ***" # (the mod's own words for its text: mod/domains)

# A card game's mod: its new card named in the client's language.
host fr $((port + 3)) --mod "$tmp/frontier" --game card --players 7 --seed 2
yes 1 | head -3000 | timeout 60 "$bang" join "127.0.0.1:$((port + 3))" --code net-mods --name ann \
  --lang pt_BR --mod "$tmp/frontier" >"$tmp/fr.ann" 2>&1 || fail "frontier: status $?: $(tail -5 "$tmp/fr.ann")"
wait "$hostpid" || fail "the frontier host ended with status $?: $(tail -3 "$tmp/fr")"
grep -q "Canteen" "$tmp/fr" || fail "frontier: the host's game has no Canteen (another seed?): $(tail -5 "$tmp/fr")"
has fr.ann "Cantil"
grep -q "Canteen" "$tmp/fr.ann" && fail "frontier: Canteen untranslated at the client: $(grep -m2 Canteen "$tmp/fr.ann")"

[ $status -eq 0 ] && echo "PASS: a mod's game over the network, with and without the client's --mod"
exit $status
