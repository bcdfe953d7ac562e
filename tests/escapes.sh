#!/bin/sh
# escapes.sh BANG SOURCE_DIR: no escape code from a script, a mod or a file
# reaches the terminal (issue 31). Each case puts ESC sequences (clear the
# screen, set the window title) and other control characters into one
# text that `bang` prints, runs it with its output piped (no colour of our
# own, so no ESC byte at all may come out) and checks that none does,
# while the text itself still shows:
#   - an error raised by a script while the scripts load, and in
#     rules.setup (printed by `play` and by `simulate`);
#   - a mod folder's name (the "Mods:" line), given with --mod and found
#     under ~/.local/share/bang/mods;
#   - a translation in a mod's catalog (when msgfmt is there to make it);
#   - a save's mod line, and the names in the line that plays the same
#     deal again (quoted for the shell).
set -u
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
esc=$(printf '\033')
evil=$(printf 'evil\033]0;pwned\007\033[2J\033[1;1H\233\r\010x')
lua_evil='evil\27]0;pwned\7\27[2J\27[1;1H\155\r\8\194\155x' # the same, in a Lua string

# check NAME FILE WANT: no control character but newline and tab in FILE,
# and WANT in it.
check() {
  if LC_ALL=C grep -q "[$esc$(printf '\007\010\r\233\001\004')]" "$2" ||
     LC_ALL=C grep -q "$(printf '\302[\200-\237]')" "$2"; then
    echo "FAIL $1: a control character reached the output:"
    od -c "$2" | grep -m 3 '033\|007\|\\r\|\\b' 
    fail=1
  elif ! grep -qF -- "$3" "$2"; then
    echo "FAIL $1: no '$3' in the output:"
    head -c 600 "$2"
    fail=1
  else
    echo "ok   $1"
  fi
}

# A rules.lua that fails while loading, then one whose setup fails.
data=$tmp/load
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
{ printf 'error("%s at load", 0)\n' "$lua_evil"; cat "$src/lua/dice/rules.lua"; } >"$data/lua/dice/rules.lua"
BANG_DATA_DIR=$data "$bang" play --lang en --game dice --humans 0 --players 4 --seed 1 </dev/null >"$tmp/out" 2>&1
check "play: error while loading" "$tmp/out" "at load"
BANG_DATA_DIR=$data "$bang" simulate --lang en --game dice --players 4 --games 2 --seed 1 >"$tmp/out" 2>&1
check "simulate: error while loading" "$tmp/out" "at load"
data=$tmp/setup
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
sed '$d' "$src/lua/dice/rules.lua" >"$data/lua/dice/rules.lua"
printf 'function rules.setup() error("%s in setup", 0) end\nreturn rules\n' "$lua_evil" >>"$data/lua/dice/rules.lua"
BANG_DATA_DIR=$data "$bang" play --lang en --game dice --humans 0 --players 4 --seed 1 </dev/null >"$tmp/out" 2>&1
check "play: error in rules.setup" "$tmp/out" "in setup"
BANG_DATA_DIR=$data "$bang" simulate --lang en --game dice --players 4 --games 2 --seed 1 >"$tmp/out" 2>&1
check "simulate: error in rules.setup" "$tmp/out" "in setup"

# A mod folder's name, given and installed.
mod="$tmp/given/$evil"
mkdir -p "$mod/card"
"$bang" --version --mod "$mod" >"$tmp/out" 2>&1
check "--version: a given mod's name" "$tmp/out" "Mods: evil"
"$bang" play --lang en --game dice --humans 0 --players 3 --seed 1 --mod "$mod" </dev/null >"$tmp/out" 2>&1
check "play: a given mod's name" "$tmp/out" "Mods: evil"
mkdir -p "$tmp/home/.local/share/bang/mods/$evil/dice"
HOME=$tmp/home XDG_DATA_HOME= "$bang" play --lang en --game dice --humans 0 --players 3 --seed 1 </dev/null >"$tmp/out" 2>&1
check "play: an installed mod's name" "$tmp/out" "Mods: evil"
mkdir -p "$tmp/home2/.local/share/bang/mods/$evil"
HOME=$tmp/home2 XDG_DATA_HOME= "$bang" --version >"$tmp/out" 2>&1
check "an installed folder that is not a mod" "$tmp/out" "not a mod"

# A translation in a mod's catalog.
if command -v msgfmt >/dev/null 2>&1; then
  mod=$tmp/catalog/beer_and_whisky
  mkdir -p "$tmp/catalog"
  cp -R "$src/tests/mods/beer_and_whisky" "$mod"
  mkdir -p "$mod/locale/en/LC_MESSAGES"
  printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Doc Barley"\nmsgstr "Doc \\033]0;pwned\\007\\033[2JBarley\\r\\302\\233x"\n' >"$tmp/evil.po"
  msgfmt -o "$mod/locale/en/LC_MESSAGES/bang-mod-beer_and_whisky.mo" "$tmp/evil.po"
  "$bang" simulate --mod "$mod" --lang en --game card --players 7 --games 20 --seed 1 >"$tmp/out" 2>&1
  check "simulate: a mod's translation" "$tmp/out" "Doc"
  "$bang" play --mod "$mod" --lang en --game card --humans 0 --players 7 --seed 3 </dev/null >"$tmp/out" 2>&1
  check "play: a mod's translation" "$tmp/out" "Doc"
fi
# simulate --profile names the chunks and functions it sampled: a chunk
# loaded under a name full of controls is shown cleaned.
data=$tmp/profile
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
sed '$d' "$src/lua/dice/rules.lua" >"$data/lua/dice/rules.lua"
cat >>"$data/lua/dice/rules.lua" <<LUA
local burn = load("return function() local x = 0 for i = 1, 2000000 do x = x + i end return x end",
                  "=$lua_evil")()
local stock_setup = rules.setup
function rules.setup(...) burn() return stock_setup(...) end
return rules
LUA
BANG_DATA_DIR=$data "$bang" simulate --profile --lang en --game dice --players 4 --games 3 --jobs 1 --seed 1 \
  >"$tmp/out" 2>&1
check "simulate --profile: a chunk's name" "$tmp/out" "evil"

# A script's message ids: more plural separators (\1) than one form needs
# are not shown either (a log line, a prompt, an option's label).
data=$tmp/plural
mkdir -p "$data"
cp -R "$src/lua" "$data/lua"
sed '$d' "$src/lua/dice/rules.lua" >"$data/lua/dice/rules.lua"
cat >>"$data/lua/dice/rules.lua" <<'LUA'
function rules.play(g)
  g:log("D-1", "one\1many \1again {n}", { n = 5 })
  g:decide { player = 1, kind = "x", prompt = "P\1Q\1R", args = { n = 3 },
    options = { { cmd = "ok", label = "a\1b\1c", args = { n = 0 } }, { cmd = "no", label = "x\1y", args = { n = 2 } } } }
  g:finish { id = "w\1\1z", args = { n = 7 }, winners = { 1 } }
end
return rules
LUA
printf '1\n' | BANG_DATA_DIR=$data "$bang" play --lang en --game dice --humans 1 --players 3 --seed 1 >"$tmp/out" 2>&1
check "play: a script's plural separators" "$tmp/out" "again 5"

# What is typed is echoed (the prompt's refusal names it): a C1 control
# typed or piped in is dropped with the C0 ones.
printf 'card x\302\2332J\nquit\nquit\n' | "$bang" play --game card --seed 3 --lang en >"$tmp/out" 2>&1
check "typed input echoed" "$tmp/out" "x2J"

# The command line's own words echoed in an error: an unknown game,
# language, subcommand, and a replay's --as.
{ "$bang" play --game "card$evil" </dev/null; "$bang" play --lang "en$evil" </dev/null; "$bang" "x$evil"
  "$bang" simulate --game "dice$evil"; } >"$tmp/out" 2>&1
check "the command line's words" "$tmp/out" "unknown"

# A save's words (issue 31, the fresh attack): a mod line with control
# characters is refused, not echoed in "saved with the mods: ..."; the
# line that plays the same deal again quotes the names and the language
# for the shell, so copying it runs nothing but bang.
(cd "$tmp" && printf 'quit\nquit\n' | XDG_STATE_HOME=$tmp/state "$bang" play --game dice --players 3 \
  --humans 1 --seed 2 --lang en --names 'ann,$(touch${IFS}pwned),cy;id' >"$tmp/out" 2>&1)
save=$(ls "$tmp"/state/bang/*.bang)
sed "s/^lang .*/&\nmod $evil/" "$save" >"$tmp/evil.bang"
printf 'quit\nquit\n' | "$bang" play --resume "$tmp/evil.bang" >"$tmp/out" 2>&1
check "play --resume: a save's mod line" "$tmp/out" "evil.bang"
"$bang" replay "$tmp/evil.bang" </dev/null >"$tmp/out" 2>&1
"$bang" replay "$save" --as "ann$evil" </dev/null >>"$tmp/out" 2>&1
check "replay: a save's mod line" "$tmp/out" "evil.bang"
printf 'quit\nquit\n' | "$bang" play --resume "$save" >"$tmp/out" 2>&1
args=$(sed -n '/same deal/{n;s/^ *[^ ]*bang play //p;}' "$tmp/out") # (the program as started)
(cd "$tmp" && eval "set -- $args") >/dev/null 2>&1
if [ -z "$args" ] || [ -e "$tmp/pwned" ]; then
  echo "FAIL the same deal's command line: it ran what a name held (or is missing): $args"
  fail=1
else
  echo "ok   the same deal's command line quotes the names"
fi

exit $fail
