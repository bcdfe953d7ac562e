#!/bin/sh
# toy_variant.sh BANG SRC: a mod brings a whole game that no C names
# (examples/mods/showdown: Showdown, its manifest, rules, computer player,
# rulebook, lessons and scenarios), and every subcommand plays it with the
# toy's own texts: play (piped input, and computer players only),
# simulate, scenario, learn (and --check), play's save then replay, and
# save --to-scenario, whose scenario passes.
bang=$1
src=$2
mod=$src/examples/mods/showdown
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
export XDG_STATE_HOME="$tmp/state" XDG_DATA_HOME="$tmp/data"
run() { # run NAME ARGS...: bang ARGS with the mod, its output in $tmp/NAME
  name=$1
  shift
  timeout 60 "$bang" "$@" --mod "$mod" --lang en >"$tmp/$name" 2>&1
  echo $? >"$tmp/$name.rc"
}
has() { grep -qF -- "$2" "$tmp/$1" || fail "$1: no '$2' in: $(head -c 3000 "$tmp/$1")"; }
rc() { [ "$(cat "$tmp/$1.rc")" = "$2" ] || fail "$1: exit status $(cat "$tmp/$1.rc"), not $2: $(cat "$tmp/$1")"; }

# play, at the keyboard: the banner, the table with the manifest's counter,
# the rules' texts, a refusal.
printf 'shoot bob\nload\nload\nload\nload\n' >"$tmp/in"
timeout 60 "$bang" play --game showdown --seed 2 --mod "$mod" --lang en <"$tmp/in" >"$tmp/play" 2>&1
echo $? >"$tmp/play.rc"
has play "Showdown, 3 players, seed 2."
has play "Player  Life  Bullets"
has play "ann: Load or shoot?"
has play "Your gun is empty: load first."
has play "ann loads: 1 in the gun."
grep -q "Arrows\|Character\|Role" "$tmp/play" && fail "play: another game's columns: $(cat "$tmp/play")"
rc play 3
grep -A1 "Replay it with:" "$tmp/play" | grep -q -- "--mod .*showdown" ||
  fail "play: the replay command it prints has no --mod: $(tail -n 8 "$tmp/play")"
# play with computer players only, to the end
run bots play --game showdown --players 5 --humans 0 --seed 4
rc bots 0
has bots "is the last one standing and wins."
has bots "Result"
# simulate
run sim simulate --game showdown --players 6 --games 50 --seed 3
rc sim 0
has sim "50 games at a table of 6, seed 3, hard players."
has sim "Average turns per game"
run simr simulate --game showdown --players 2 --games 20 --bots hard,random
rc simr 0
# scenario
run scen scenario "$mod"/scenarios/showdown/*.lua
rc scen 0
has scen "2 passed, 0 failed"
# learn: the course from the mod, its title from the manifest
run list learn showdown --list
has list " 1. Load your gun [SD-2 SD-3]"
has list " 2. Shoot to win [SD-4 SD-5 SD-1]"
printf 'load\n\nload\nshoot bob\n' >"$tmp/in"
timeout 60 "$bang" learn showdown --mod "$mod" --lang en <"$tmp/in" >"$tmp/learn" 2>&1
echo $? >"$tmp/learn.rc"
rc learn 0
has learn "Showdown: 2 lessons"
has learn "loading gives bob a turn to shoot you first. Shoot now."
has learn "bob is out and you are the last one standing: you win."
run check learn showdown --check
rc check 0
has check "2 passed, 0 failed"
# play's save: replay, and a scenario of it that passes
cp "$(ls "$XDG_STATE_HOME"/bang/showdown-*.bang | head -n 1)" "$tmp/game.bang" || fail "play saved nothing"
printf '\n\n\nquit\n' >"$tmp/in"
timeout 60 "$bang" replay "$tmp/game.bang" --mod "$mod" --lang en <"$tmp/in" >"$tmp/replay" 2>&1
echo $? >"$tmp/replay.rc"
rc replay 0
has replay "ann loads: 1 in the gun."
has replay "Player  Life  Bullets"
grep -q "secrets" "$tmp/replay" && fail "replay: a game without roles or hands has no secrets: $(cat "$tmp/replay")"
# without its --mod the save's game is unknown here, and the error says what is missing
timeout 60 "$bang" replay "$tmp/game.bang" --lang en </dev/null >"$tmp/nomod" 2>&1
echo $? >"$tmp/nomod.rc"
rc nomod 1
has nomod "an unknown game (a mod's game needs its --mod)"
grep -q '^script .*variant' "$tmp/game.bang" &&
  fail "the save's fingerprint names the manifests (data about the game): $(grep '^script' "$tmp/game.bang")"
run tosc save --to-scenario "$tmp/game.bang" "$tmp/game.lua"
rc tosc 0
has_file() { grep -qF -- "$2" "$1" || fail "$1: no '$2' in: $(cat "$1")"; }
has_file "$tmp/game.lua" 'game = "showdown"'
has_file "$tmp/game.lua" 'bullets = '
run again scenario "$tmp/game.lua"
rc again 0
has again "1 passed, 0 failed"
# its own catalog: the manifest's title, counter and verbs, the rules' and
# the lessons' texts in Portuguese (compiled into a copy of the mod)
if command -v msgfmt >/dev/null 2>&1; then
  mkdir -p "$tmp/copy/showdown/locale/pt_BR/LC_MESSAGES"
  cp -r "$mod"/showdown "$mod"/scenarios "$tmp/copy/showdown/"
  msgfmt -o "$tmp/copy/showdown/locale/pt_BR/LC_MESSAGES/bang-mod-showdown.mo" "$mod/po/pt_BR.po" ||
    fail "its pt_BR.po does not compile"
  printf 'carregar\ncarregar\natirar bob\nlook bob\n' >"$tmp/in"
  timeout 60 "$bang" play --game showdown --seed 2 --mod "$tmp/copy/showdown" --lang pt_BR \
    <"$tmp/in" >"$tmp/pt" 2>&1
  has pt "Duelo, 3 jogadores, semente 2."
  has pt "Jogador  Vida  Balas"
  has pt "1) Carregar uma bala  carregar"
  has pt "ann carrega: 1 na arma."
  has pt "ann atira em bob, que fica com 2 de vida."
  has pt "bob: vida 2 de 3."
  timeout 60 "$bang" learn showdown --check --mod "$tmp/copy/showdown" --lang pt_BR >"$tmp/ptl" 2>&1
  has ptl "Lição 2 de 2: Atire para vencer"
  has ptl "2 passaram, 0 falharam"
fi
# a counter the manifest lists and the rules have not set yet counts 0, at
# the table and up close (look showed -1)
mkdir -p "$tmp/kills"
cp -r "$mod"/showdown "$tmp/kills/"
sed -i 's/{ id = "bullets", title = N_"Bullets" }/&, { id = "kills", title = "Kills" }/' \
  "$tmp/kills/showdown/variant.lua"
printf 'look ann\n' | timeout 60 "$bang" play --game showdown --seed 2 --mod "$tmp/kills" --lang en \
  >"$tmp/kills.out" 2>&1
has kills.out "Player  Life  Bullets  Kills"
has kills.out "    Kills: 0"
grep -q -- ": -1$" "$tmp/kills.out" && fail "kills: a count of -1: $(cat "$tmp/kills.out")"
# the manifest's default names come first, and one a seat already has is
# skipped (bob, then the usual names without bob: no two seats one name)
mkdir -p "$tmp/named"
cp -r "$mod"/showdown "$tmp/named/"
sed -i 's/^  verbs = /  names = { "bob" },\n&/' "$tmp/named/showdown/variant.lua"
XDG_STATE_HOME="$tmp/named-state" timeout 60 "$bang" play --game showdown --players 3 --humans 0 --seed 2 \
  --mod "$tmp/named" --lang en </dev/null >"$tmp/named.out" 2>&1
grep -qx "names bob ann cy" "$tmp"/named-state/bang/showdown-*.bang ||
  fail "the manifest's names: $(grep '^names' "$tmp"/named-state/bang/showdown-*.bang) $(head -5 "$tmp/named.out")"
# the game's own option (its manifest's `options`): --advanced loaded puts
# a bullet in every gun at once; the save keeps it and so do the line to
# play the same deal, the replay, the scenario of the save and simulate's
# JSON; an option the game does not have is refused, naming its words
printf 'shoot bob\n' >"$tmp/in"
timeout 60 "$bang" play --game showdown --seed 2 --advanced loaded --mod "$mod" --lang en <"$tmp/in" \
  >"$tmp/loaded" 2>&1
has loaded "ann shoots bob, who has 2 life left."
has loaded "--advanced loaded --humans 1 --seed 2"
loaded_save=$(ls -t "$XDG_STATE_HOME"/bang/showdown-*.bang | head -n 1)
grep -qx "options loaded" "$loaded_save" || fail "the save does not keep --advanced loaded: $(cat "$loaded_save")"
printf '\n\n\nquit\n' | timeout 60 "$bang" replay "$loaded_save" --mod "$mod" --lang en >"$tmp/lreplay" 2>&1
has lreplay "ann shoots bob, who has 2 life left."
run ltosc save --to-scenario "$loaded_save" "$tmp/loaded.lua"
rc ltosc 0
has_file "$tmp/loaded.lua" 'loaded = true, bot = "hard"'
run lagain scenario "$tmp/loaded.lua"
has lagain "1 passed, 0 failed"
run lsim simulate --game showdown --games 5 --seed 3 --advanced loaded --json
rc lsim 0
has lsim '"loaded": true,'
run nosuch play --game showdown --abilities
rc nosuch 2
has nosuch "bang play: --abilities is not an option of the showdown game."
run wrongword simulate --game showdown --advanced harder
rc wrongword 2
has wrongword "bang simulate: --advanced in the showdown game takes one or more of loaded, separated by commas."
exit $status
