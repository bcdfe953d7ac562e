#!/bin/sh
# solo_cli.sh: what `bang play --game solo` adds at the terminal, against a
# stand-in of the solo rules in a data folder of its own, so that every
# check is exact (ctest solo/cli). Usage: solo_cli.sh BANG SOURCE_DIR
#  - the banner, the solo table (no active player, the notes as the BANG!
#    column, In play, Face-up with "*" on the cards an option plays, the
#    status note, the legend), within 80 and 60 columns;
#  - hint: the bot's choice, its command and its reason;
#  - auto: the forced options (the only one playing its card), one after
#    another while the decision's kind stays the same; "nothing is forced";
#  - help lists auto and hint; the replay command keeps --advanced and
#    --abilities; the command line's errors (status 2).
set -u
bang=${1:?usage: solo_cli.sh BANG SOURCE_DIR}
src=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
data=$tmp/data
mkdir -p "$data/lua/solo/cards"
cp "$src/lua/prelude.lua" "$src/lua/variants.lua" "$data/lua/"
cp "$src/lua/solo/variant.lua" "$data/lua/solo/" # (the command line knows a game by its manifest)
# The default game's manifest too, so that a solo game's replay command
# names its game (the default game goes unsaid).
mkdir -p "$data/lua/card" && cp "$src/lua/card/variant.lua" "$data/lua/card/"
for card in "bang BANG!" "beer Beer" "missed Missed!" "barrel Barrel"; do
  set -- $card
  printf 'return { id = "%s", name = "%s" }\n' "$1" "$2" >"$data/lua/solo/cards/$1.lua"
done
# The stand-in: the Sheriff's face-up Beer, Missed! and two BANG!s, o1's
# BANG!, o1's Barrel in play, the last seat waiting in the deck. Step
# "brown": a Beer (one option), the Missed! (one option, once the Beer is
# played) and a BANG! (two targets); then step "shots": the other BANG!
# (one option) and "end"; then step "beer": the other Beer (one option:
# forced, but of another step) and "end".
cat >"$data/lua/solo/rules.lua" <<'EOF'
local rules = {}
local c = {}
function rules.setup(g)
  local preset = g:preset()
  assert(preset.bot == "greedy", "the bot kind reaches the preset")
  assert(g:players() == (preset.harder and 5 or 4), "the players come from --advanced")
  for p = 1, g:players() do
    g:set_role(p, p == 1 and "sheriff" or "outlaw", true)
    if p < g:players() then
      g:set_character(p, "hero")
      g:set_max_life(p, 4)
      g:set_life(p, p == 1 and 4 or 1)
    end
  end
  c.beer = g:new_card("beer", "H", 6)
  c.missed = g:new_card("missed", "S", 7)
  c.bang = g:new_card("bang", "C", 5)
  c.bang2 = g:new_card("bang", "D", 10)
  c.theirs = g:new_card("bang", "D", 8)
  c.barrel = g:new_card("barrel", "S", 12)
  c.outlaw = g:new_card("outlaw")
  c.beer2 = g:new_card("beer", "H", 9)
  for _, id in ipairs { c.beer, c.missed, c.bang, c.bang2, c.beer2 } do g:move(id, "faceup", 1) end
  g:move(c.theirs, "faceup", 2)
  g:move(c.barrel, "play", 2)
end
local function ask(g, kind, options)
  local _, option = g:decide { player = 1, kind = kind, prompt = "Step " .. kind .. ".", options = options }
  if option.card then g:move(option.card, "discard") g:log(nil, "played " .. option.cmd) end
  return option
end
function rules.play(g)
  ask(g, "brown", { { cmd = "play bang o1", label = "{player}: {card} at {target}",
                      args = { player = 1, card = "BANG!", target = 2 }, card = c.bang },
                    { cmd = "play bang o2", label = "{player}: {card} at {target}",
                      args = { player = 1, card = "BANG!", target = 3 }, card = c.bang },
                    { cmd = "play beer", label = "{player}: {card}", args = { player = 1, card = "Beer" },
                      card = c.beer } })
  ask(g, "brown", { { cmd = "play bang o1", card = c.bang }, { cmd = "play bang o2", card = c.bang },
                    { cmd = "play missed", card = c.missed } })
  ask(g, "brown", { { cmd = "play bang o1", card = c.bang }, { cmd = "play bang o2", card = c.bang } })
  ask(g, "shots", { { cmd = "play bang o1", card = c.bang2 }, { cmd = "end" } })
  ask(g, "beer", { { cmd = "play beer", card = c.beer2 }, { cmd = "end" } })
  g:finish { id = "over", winners = { 1 } }
end
function rules.note(g, decision, seat)
  if seat == 0 then return { id = "Turn {n}, the status line.", args = { n = 1 } } end
  if seat == g:players() then return { id = "in the deck" } end
  return { id = "{fired}/{allowed}", args = { fired = 0, allowed = seat } }
end
return rules
EOF
cat >"$data/lua/solo/bot.lua" <<'EOF'
return { choose = function(view, decision)
  return #decision.options, { id = "Because {player} has {n} left.", args = { player = 2, n = 1 } }
end }
EOF
play() { # options..., input on stdin
  BANG_DATA_DIR="$data" "$bang" play --game solo --seed 3 --lang en --bot greedy "$@"
}

printf 'help\nhint\nauto\nauto\n1\nauto\nquit\nquit\n' | COLUMNS=80 play --advanced harder --abilities \
  >"$tmp/out" 2>"$tmp/err"
[ -s "$tmp/err" ] && fail "stderr: $(cat "$tmp/err")"
grep -qx 'BANG! solo (harder, abilities), seed 3\.' "$tmp/out" || fail "no solo banner"
grep -q '^  Player  *Character  *Life  *Role  *BANG!  *In play  *Face-up$' "$tmp/out" ||
  fail "no solo table heading: $(grep Player "$tmp/out" | head -1)"
grep -q '^>' "$tmp/out" && fail "a row is marked as the active player's"
# (Short forms at 80 columns: the face-up cards by their names, wrapped.)
grep -q '^  sheriff  *hero  *4/4  *sheriff  *0/1  *-  *Beer\*, Missed!,$' "$tmp/out" ||
  fail "the Sheriff's row: $(grep '^  sheriff ' "$tmp/out" | head -1)"
grep -q '^  *BANG!\*, BANG!, Beer$' "$tmp/out" || fail "the Sheriff's face-up cards do not wrap in their column"
grep -q '^  o1  *hero  *1/4  *outlaw  *0/2  *Barrel  *BANG!$' "$tmp/out" ||
  fail "o1's row: $(grep '^  o1 ' "$tmp/out" | head -1)"
grep -q '^  o4  *-  *-  *outlaw  *in the deck  *-  *-$' "$tmp/out" ||
  fail "the waiting Outlaw's row: $(grep '^  o4 ' "$tmp/out" | head -1)"
# With room, the cards in full (a card and its value joined by a no-break
# space: a line never ends between them).
grep -q '^  o1  *hero  *1/4  *outlaw  *0/2  *Barrel\( \| \)Q♠  *BANG!\( \| \)8♦$' "$tmp/out" ||
  fail "o1's row in full: $(grep '^  o1 ' "$tmp/out" | tail -1)"
grep -qx 'Turn 1, the status line\.' "$tmp/out" || fail "no status note"
grep -qx 'Deck: 1 card\. Discard pile: -  (\*: can be played now)' "$tmp/out" ||
  fail "no deck line with the legend: $(grep '^Deck' "$tmp/out" | head -1)"
grep -qF '  sheriff: BANG! at … (play' "$tmp/out" ||
  fail "the group does not show its player: $(grep 'play bang' "$tmp/out" | head -1)"
grep -q '^  auto  *play the cards that have a single way' "$tmp/out" || fail "help lists no auto"
grep -q '^  hint  *what the computer player would do' "$tmp/out" || fail "help lists no hint"
grep -qx 'Hint: sheriff: Beer (play beer): Because o1 has 1 left\.' "$tmp/out" ||
  fail "hint: $(grep '^Hint' "$tmp/out")"
# auto takes the Beer, then the Missed!, and stops at the two BANG!s;
# again: nothing forced; after "1" (a BANG!), the shots step's lone BANG!
# is taken and auto stops at the step of the Beers.
[ "$(grep -c '^Auto: ' "$tmp/out")" -eq 3 ] || fail "auto took $(grep -c '^Auto: ' "$tmp/out") options, not 3"
grep -q '^Auto: sheriff: Beer (play beer)$' "$tmp/out" || fail "auto did not take the Beer"
grep -q '^Auto: play missed (play missed)$' "$tmp/out" || fail "auto did not take the Missed!"
grep -q '^Auto: play bang o1 (play bang o1)$' "$tmp/out" || fail "auto did not take the lone BANG!"
grep -q '^  played play missed$' "$tmp/out" || fail "auto does not show the log"
grep -qx 'Nothing is forced now: every card left has a choice\.' "$tmp/out" || fail "no 'nothing is forced'"
grep -q '^sheriff: Step beer\.$' "$tmp/out" || fail "auto went past the step of the Beers"
grep -q -- '--game solo --advanced harder --abilities --humans 1 --seed 3 .*--bot greedy' "$tmp/out" ||
  fail "the replay command: $(grep -- '--seed' "$tmp/out")"

# 60 columns: nothing wider.
# (Not the replay command, which is left whole to be copied.)
printf 'look\n' | COLUMNS=60 play >"$tmp/narrow" 2>&1
sed '/^Replay it with/,$d' "$tmp/narrow" >"$tmp/game"
widest=$(wc -L <"$tmp/game")
[ "$widest" -le 60 ] || fail "a line is $widest columns wide at 60: $(awk 'length > 60' "$tmp/game" | head -2)"
grep -q '^      Face-up: Beer\*, Missed!, BANG!\*, BANG!, Beer$' "$tmp/narrow" || fail "no Face-up line under the row at 60"

# Not the solo game: auto says so; the solo options are refused.
printf 'auto\nquit\nquit\n' | "$bang" play --game card --seed 1 --lang en >"$tmp/card" 2>&1
grep -q 'auto is for the solo game' "$tmp/card" || fail "auto in the card game"
for wrong in "--game solo --players 4" "--game solo --humans 2" "--game card --advanced harder" \
             "--game dice --abilities" "--game solo --advanced both" "--game solo --bot heuristic" \
             "--game card --bot greedy"; do
  "$bang" play $wrong </dev/null >/dev/null 2>&1
  [ $? -eq 2 ] || fail "bang play $wrong is not refused with status 2"
done
[ $status -eq 0 ] && echo "ok: the solo game at the terminal"
exit $status
