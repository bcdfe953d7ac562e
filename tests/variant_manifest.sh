#!/bin/sh
# variant_manifest.sh BANG SRC: the command line knows a game by its
# manifest, lua/<variant>/variant.lua (docs/MODDING.md, "A variant's
# manifest"). A mod that brings toy/variant.lua gets `--game toy` past the
# option checks (players, computer players) to the engine; a wrong manifest
# stops the command with its file, line and field.
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
export XDG_STATE_HOME="$tmp/state" # (the saves of the games played here)
mod=$tmp/toymod
mkdir -p "$mod/toy"
manifest() { # the toy game's manifest, with $1 as its players, $2 its default kind
  cat >"$mod/toy/variant.lua" <<EOM
-- the toy game: no rules yet
return {
  title = N_"Toy",
  players = $1,
  bots = { default = "${2:-random}", kinds = { "random" } },
  scenario = { table = { "pile" } },
}
EOM
}
run() { "$bang" "$@" --mod "$mod" --lang en </dev/null >"$tmp/out" 2>&1; echo $? >"$tmp/rc"; }
has() { grep -qF -- "$1" "$tmp/out" || fail "$2: no '$1' in: $(cat "$tmp/out")"; }

manifest '{ min = 2, max = 6, default = 3 }'
run play --game toy --seed 1
has "toy/rules.lua" "play reaches the engine, which looks for the rules"
grep -q "unknown game" "$tmp/out" && fail "play: toy is a game: $(cat "$tmp/out")"
run simulate --game toy --players 7
has "bang simulate: the toy game takes 2 to 6 players (--players)." "the manifest's range"
run simulate --game toy --bot heuristic
has "bang simulate: the computer players of the toy game are: random." "the manifest's kinds"
run simulate --game card --bot greedy
has "the card game are: easy, normal, hard, heuristic, rulebased, hate, random." "stock kinds"

manifest '{ min = 2, max = 6, defualt = 3 }'
run play --game card
has "toy/variant.lua:4: unknown field 'defualt' (did you mean 'default'?)" "a misspelt field"
[ "$(cat "$tmp/rc")" = 2 ] || fail "a wrong manifest: exit status $(cat "$tmp/rc"), not 2"
grep -q "unknown game" "$tmp/out" && fail "a wrong manifest is not an unknown game: $(cat "$tmp/out")"
manifest '{ min = 2, max = 6,
  default = 9 }'
run simulate --game dice
has "toy/variant.lua:5: 'players.default' must be a whole number from 1 to 8" "out of range"
manifest '{ min = 4, max = 6, default = 3 }'
run simulate --game dice
has "toy/variant.lua:4: 'players.default' must be from 'players.min' to 'players.max'" "default below min"
manifest '"three"'
run play --game dice
has "toy/variant.lua:4: 'players' must be a table, not a string" "a wrong type"

manifest '{ min = 2, max = 6, default = 3 }' greedy
run play --game dice
has "toy/variant.lua:5: 'bots.default' must be one of 'bots.kinds'" "the line of the inner field"

# components and verbs: checked as the rest, with the line of the field.
components() { # the toy's manifest with $1 as its components, $2 its verbs
  cat >"$mod/toy/variant.lua" <<EOM
return {
  title = N_"Toy",
  players = { min = 2, max = 6, default = 3 },
  bots = { default = "random", kinds = { "random" } },
  verbs = ${2:-{\}},
  components = $1,
}
EOM
}
components '{ counters = { { id = "a", title = "A" }, { id = "b", title = "B" }, { id = "c", title = "C" },
    { id = "d", title = "D" }, { id = "e", title = "E" } } }'
run simulate --game dice
has "toy/variant.lua:6: 'components.counters' may hold at most 4 counters" "too many counters"
components '{ counters = { { id = "bullets" },
  } }'
run simulate --game dice
has "toy/variant.lua:6: 'components.counters[1].title' must be a text of 1 to 63 bytes" "a counter without its title"
components '{ hands = "yes" }'
run simulate --game dice
has "toy/variant.lua:6: 'components.hands' must be a boolean, not a string" "a wrong type in components"
components '{}' '{ "load", "shoot now" }'
run simulate --game dice
has "toy/variant.lua:5: 'verbs[2]' must be one word" "a verb of two words"
components '{}' '{ "load", "sho\tot" }'
run simulate --game dice
has "toy/variant.lua:5: 'verbs[2]' must be one word" "a verb with a tab"
# The texts a front end shows as they are hold no control characters (an
# escape code in a counter's heading, a verb or the title would be obeyed
# by the player's terminal): stopped with the field, as any wrong value.
components '{ counters = { { id = "bullets", title = "Bul\27[2Jlets" } } }'
run simulate --game dice
has "toy/variant.lua:6: 'components.counters[1]' must not hold control characters" "an escape in a heading"
components '{}' '{ "lo\27[31mad" }'
run simulate --game dice
has "toy/variant.lua:5: 'verbs[1]' must not hold control characters" "an escape in a verb"
sed -i 's/title = N_"Toy"/title = "\\27]0;owned\\7Toy"/' "$mod/toy/variant.lua"
run simulate --game dice
has "toy/variant.lua:2: 'title' must not hold control characters" "an escape in the title"
manifest '{ min = 2, max = 6, default = 3 }'

# How a game is set up is its manifest's too: the default game, a game
# one person plays, its own options (none of it named in C).
setup() { # the toy's manifest with $1 added
  cat >"$mod/toy/variant.lua" <<EOM
return {
  title = N_"Toy",
  players = { min = 2, max = 6, default = 3 },
  bots = { default = "random", kinds = { "random" } },
  $1
}
EOM
}
setup 'options = { { word = "wild", flag = "wildly", title = "wild" } },'
run simulate --game dice
has "toy/variant.lua:5: 'options[1].flag' must be \"advanced\" or \"abilities\"" "an option's flag"
setup 'options = { { word = "x = os.exit()", flag = "advanced", title = "wild" } },'
run simulate --game dice
has "toy/variant.lua:5: 'options[1].word' must be lower-case letters, as the rules' preset names it" "an option's word"
setup 'options = { { word = "end", flag = "advanced", title = "the end" } },'
run simulate --game dice
has "toy/variant.lua:5: 'options[1].word' must not be 'end': a word of Lua, the preset, a scenario or bang simulate's JSON" "a Lua keyword as an option"
setup 'options = { { word = "players", flag = "advanced", title = "players" } },'
run simulate --game dice
has "'options[1].word' must not be 'players'" "a key of the JSON as an option"
setup 'names = { "a", "a" },'
run simulate --game dice
has "toy/variant.lua:5: 'names[2]' must be one word of 1 to 23 bytes, not a number nor a name before it" "the same name twice"
setup 'names = { "1" },'
run simulate --game dice
has "'names[1]' must be one word" "a number as a name"
setup 'options = { { word = "wild", flag = "advanced", title = "wild", players = 7 } },'
run simulate --game dice
has "toy/variant.lua:5: 'options[1].players' must be a whole number from 'players.min' to 'players.max'" "an option's players"
setup 'options = { { word = "w", flag = "abilities", title = "w" }, { word = "x", flag = "abilities", title = "x" } },'
run simulate --game dice
has "toy/variant.lua:5: 'options[2]' repeats a word, or a second option of --abilities" "two options of --abilities"
setup 'one_person = true, options = { { word = "big", flag = "advanced", title = "big", players = 5 } },'
run play --game toy --humans 2
has "bang play: in the toy game one person decides for every character: --humans is 0 or 1." "one person"
run simulate --game toy --bots random,random
has "bang simulate: --bots is not for the toy game, where one person decides for every character." "one person's --bots"
run simulate --game toy --players 4
has "bang simulate: the toy game's players come from its options: leave out --players." "players from options"
run simulate --game toy --advanced big --games 1
has "toy/rules.lua" "--advanced big reaches the engine"
# the default game: a mod's card manifest without `default`, and the toy's with it
setup 'default = true,'
mkdir -p "$mod/card"
grep -v "default = true" "$src/lua/card/variant.lua" >"$mod/card/variant.lua"
run simulate --games 1
has "toy/rules.lua" "the game without --game is the manifest's default"
rm -r "$mod/card"
manifest '{ min = 2, max = 6, default = 3 }'

# The scenario keys: the toy's table key "pile" applies to it and the dice game.
manifest '{ min = 2, max = 6, default = 3 }'
cat >"$tmp/deck.lua" <<'EOF2'
scenario {
  game = "toy", deck = { "bang" },
  players = { { "ann", role = "sheriff" }, { "bob", role = "outlaw" } },
}
EOF2
run scenario "$tmp/deck.lua"
has "deck does not apply to the toy game (only to: card solo)" "a key of other games"
# The reading command `rules` quotes the manifest's rules.key and cites
# its rules.example: a mod's card/variant.lua replaces the stock one.
mkdir -p "$mod/card"
sed -e 's/key = {[^}]*}/key = { "C-34" }/' -e 's/example = "C-20"/example = "C-7"/' \
  "$src/lua/card/variant.lua" >"$mod/card/variant.lua"
printf 'rules\nrules zzz\n' | "$bang" play --game card --seed 1 --lang en --mod "$mod" >"$tmp/out" 2>&1
has "No rule is called zzz. Rule ids look like C-7." "the manifest's example rule"
has "[C-34] Lethal damage" "the manifest's key rule"
grep -q "\[C-7\]" "$tmp/out" && fail "rules quotes a key rule the manifest does not list"
exit $status
