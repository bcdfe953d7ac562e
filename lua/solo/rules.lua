-- rules.lua: the BANG! solo variant (rule ids S-: `bang rules S-`; the manual
-- "BANG! regole in solitario" v1.2). One person is the Sheriff against
-- the Outlaws and plays every character's face-up cards. The C core calls
-- rules.setup(g, characters, cards), then runs rules.play(g) as a
-- coroutine. By concern, under rules/:
--   rules/board.lua   the table as plain values, and every move on it
--   rules/combat.lua  shots, answers, life, elimination, the end (S-5 .. S-9)
--   rules/turn.lua    the five phases; phase 4's choices (S-2 .. S-4)
--   rules/setup.lua   set-up and scenario presets (S-1, S-11)
-- The cards (cards/*.lua) reuse the card game's data and say what they do
-- in solo; the characters (characters/*.lua) declare traits that act only
-- with the advanced characters (S-20, S-21). The solver (bot.lua) plays
-- the same rules/ modules on copies of the board.
--
-- Every decision is the Sheriff's player's (seat 1), who decides for every
-- character (S-4). Kinds: "blue", "brown", "shots", "beer" (the steps
-- (a) to (d) of phase 4) and "general_store". Commands: "play <card>
-- [<target> [<item>]]" (a blue card names the seat it goes in front of:
-- "play barrel sheriff", "play jail o1"; "play panic sheriff" takes a
-- random face-up card, "play panic sheriff barrel" a card in play; when
-- two characters could play the same, their name ends the command:
-- "play bang sheriff o2"), "pick <card>" (the General Store card for the
-- character named in the prompt), "ability <card> <card>" (Sid Ketchum),
-- "end" (only optional abilities are left). Each option carries `card`,
-- the face-up card it plays, for the screen.

local board = require "rules.board"
local turn = require "rules.turn"
local setup = require "rules.setup"

local rules = {}

local state = {}

local KIND = { a = "blue", b = "brown", c = "shots", d = "beer" }
local PROMPT = {
  a = N_"Phase 4a: play the blue cards, one at a time, in any order.",
  b = N_"Phase 4b: play the brown cards other than BANG!, Missed! and Beer.",
  c = N_"Phase 4c: fire the BANG!s; a face-up Missed! cancels one at its owner.",
  d = N_"Phase 4d: play the Beers.",
}

-- What the computer players may read (besides their view): the turn's
-- counters, kept up to date before each decision, and the card scripts.
local function publish(b)
  local p = state.public
  p.turn, p.phase, p.sub = b.turn, b.phase, b.sub
  p.fired, p.hits, p.jailed, p.lethal = b.fired, b.hits, b.jailed, b.lethal
  p.store, p.store_next = b.store, b.store_next
  p.deck_outlaws, p.reward, p.suzy_draws = b.deck_outlaws, b.reward, b.suzy_draws
  p.abilities = b.abilities
  local status = {}
  for s = 1, b.n do status[s] = b.seat[s].status end
  p.status = status
end

function rules.setup(g, characters, cards)
  local b, secret = setup.new_game(g, characters, cards)
  state.b, state.secret = b, secret
  state.public = { cards = cards, characters = characters, bot = g:preset().bot or "solver" }
  publish(b)
  rules.public = state.public
end

-- ---- decisions ----------------------------------------------------------------------

local function name_of(b, id) return board.script(b, id).name end

-- An option's command and label.
local function describe(g, b, o)
  if o.pass then
    return { cmd = "end", label = N_"Go on to the next step" }
  end
  if o.store then
    return { cmd = "pick " .. b.kind[o.store], label = N_"Give {card} to {player}",
             args = { card = name_of(b, o.store), player = o.owner }, card = o.store }
  end
  if o.ability then
    return { cmd = "ability " .. b.kind[o.ability[1]] .. " " .. b.kind[o.ability[2]],
             label = N_"{player}: discard {card} and {other_card} to regain 1 life",
             args = { player = o.owner, card = name_of(b, o.ability[1]), other_card = name_of(b, o.ability[2]) } }
  end
  local use, s = o.use, o.owner
  local cmd = "play " .. b.kind[o.card]
  local args = { player = s, card = name_of(b, o.card) }
  local label
  if use.target then
    cmd = cmd .. " " .. g:name(use.target)
    args.target = use.target
  end
  if use.item then
    cmd = cmd .. " " .. b.kind[use.item]
    args.item = name_of(b, use.item)
    label = N_"{player}: {card} on {target}'s {item}"
  elseif use.random then
    label = N_"{player}: {card}, a random face-up card of {target}"
  elseif use.as_bang then
    label = N_"{player}: {card} as a BANG! at {target}"
  elseif use.target == s then
    label = N_"{player}: {card} into play"
  elseif use.target then
    label = N_"{player}: {card} at {target}"
  else
    label = N_"{player}: {card}"
  end
  return { cmd = cmd, label = label, args = args, card = o.card }
end

local function ask(g, b, list)
  if #list == 1 then return list[1] end
  local options, count = {}, {}
  for i, o in ipairs(list) do
    options[i] = describe(g, b, o)
    count[options[i].cmd] = (count[options[i].cmd] or 0) + 1
  end
  for i, option in ipairs(options) do
    if count[option.cmd] > 1 then option.cmd = option.cmd .. " " .. g:name(list[i].owner) end
  end
  publish(b)
  local kind, prompt, args = KIND[b.sub], PROMPT[b.sub], nil
  if #b.store > 0 then
    kind, prompt, args = "general_store", N_"General Store: choose the card for {player}.", { player = b.store_next }
  end
  local index = g:decide { player = 1, kind = kind, prompt = prompt, args = args, options = options }
  return list[index]
end

-- ---- the game -------------------------------------------------------------------------

-- Between turns every card is where the board says (the board and the
-- game are moved together, rules/board.lua).
local function check(g, b)
  for s = 1, b.n do
    for _, zone in ipairs { "faceup", "play" } do
      local want, have = b[zone][s], g:cards(zone, s)
      local ok = #want == #have
      local set = {}
      for _, id in ipairs(have) do set[id] = true end
      for _, id in ipairs(want) do ok = ok and set[id] end
      if not ok then error(string.format("rules bug: %s of seat %d out of step", zone, s), 0) end
    end
  end
  if g:count("table") ~= #b.arriving then error("rules bug: cards left on the table zone", 0) end
end

function rules.play(g)
  local b = state.b
  b.logging = g:logging()
  g:set_active(1)
  local function enter(_, s, id) setup.enter(g, b, state.secret, s, id) end
  while not b.over do
    g:set_turn(b.turn + 1)
    board.log(b, "S-2", N_"Turn {n}.", { n = b.turn + 1 })
    turn.begin(b, enter, b.start_phase)
    b.start_phase = nil
    while not b.over do
      local list = turn.options(b)
      if not list then break end
      turn.apply(b, ask(g, b, list))
    end
    if not b.over then turn.finish(b) end
    check(g, b)
  end
end

-- ---- for the front ends ----------------------------------------------------------------

-- TRANSLATORS: the solo turn's sub-phases in the status line ("Turn 3, phase 4a"),
-- written as the language's manual does (it, manual 003: "fase 4.a").
local SUB_NAME = { a = N_"4a", b = N_"4b", c = N_"4c", d = N_"4d", ["end"] = "5" }

-- rules.note(g, decision, seat): seat 0, the state of the turn; a seat,
-- its BANG!s fired of those allowed (S-5), or where its Outlaw waits.
function rules.note(g, decision, seat)
  local b = state.b
  if not b then return nil end
  if seat == 0 then
    local phase = b.phase == 4 and SUB_NAME[b.sub] or tostring(b.phase)
    return { id = N_"Turn {n}, phase {phase}. Outlaw cards in the deck: {outlaws}.",
             args = { n = b.turn, phase = phase, outlaws = b.deck_outlaws } }
  end
  local p = b.seat[seat]
  if not p then return nil end
  if p.status == "deck" then return { id = N_"in the deck" } end
  if p.status == "next" then return { id = N_"enters next turn" } end
  if p.status == "out" then return { id = "-" } end
  local limit = board.bang_limit(b, seat)
  if limit == math.huge then
    return { id = N_"{fired}/any", args = { fired = b.fired[seat] } }
  end
  return { id = "{fired}/{allowed}", args = { fired = b.fired[seat], allowed = limit } }
end

-- rules.refuse(g, decision, command): why a typed command is not an
-- option: the commands it could have been.
function rules.refuse(g, decision, command)
  return prelude.examples_reason(decision)
end

rules.names = {
  role = { sheriff = NC_("card role", "Sheriff"), outlaw = NC_("card role", "Outlaw"),
           renegade = NC_("card role", "Renegade") },
}

return rules
