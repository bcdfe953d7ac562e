-- rules/setup.lua: a new game (C-1 .. C-6): the 80 cards from the card
-- scripts' deck lists (C-60), roles and characters, life, the deal, and
-- what a scenario fixed (roles, characters, life, hands, cards in play,
-- the deck's top, the discard pile, who plays first, players out before
-- the game starts, the phase the first turn starts in); then each
-- character's declared handlers (`on`, `on_own`) and `setup` are put in place.

local core = require "rules.core"
local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)

local setup = {}

-- C-1: the roles for each table size.
local ROLE_SETS = {
  [4] = { "sheriff", "renegade", "outlaw", "outlaw" },
  [5] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" },
  [6] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy" },
  [7] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy" },
}

local SUIT_OF = { s = "S", h = "H", d = "D", c = "C" }
local VALUE_OF = { j = 11, q = 12, k = 13, a = 14 }

-- The physical card a scenario names ("bang", "bang 5c") still in the deck.
local function find_card(g, text)
  if type(text) ~= "string" then error("a card must be written as a string: its id, then maybe its value and suit", 0) end
  local kind, mark = text:match("^(%S+)%s*(%S*)$")
  if not kind or not core.cards[kind] then error(string.format("unknown card '%s'", text), 0) end
  local value, suit
  if mark ~= "" then
    local v, s = mark:lower():match("^(%w+)([shdc])$")
    value = v and (VALUE_OF[v] or tonumber(v))
    suit = s and SUIT_OF[s]
    if not value or not suit then error(string.format("bad card '%s' (write its id, then e.g. 5c or Ah)", text), 0) end
  end
  for _, id in ipairs(M.cards(g, "deck")) do
    local t, s2, v2 = M.card(g, id)
    if t == kind and (not suit or (s2 == suit and v2 == value)) then return id end
  end
  error(string.format("no card '%s' left in the deck", text), 0)
end

local function place_preset(g, list, zone, owner)
  if not list then return end -- (most games preset nothing: no empty table)
  for _, text in ipairs(list) do M.move(g, find_card(g, text), zone, owner) end
end

-- Handlers (a character's `on` or `on_own` table) registered with
-- subscribe (g.on or g.on_own), in event-name order so that the order
-- never depends on a hash.
-- (Sorted once per handlers table: the same characters play game after game.)
local sorted_events = setmetatable({}, { __mode = "k" })

local function install_handlers(g, p, handlers, subscribe)
  local events = sorted_events[handlers]
  if not events then
    events = {}
    for event in pairs(handlers) do events[#events + 1] = event end
    table.sort(events)
    sorted_events[handlers] = events
  end
  for _, event in ipairs(events) do subscribe(g, event, p, core.handler(handlers[event])) end
end

-- The character's declared handlers: `on` hears every seat's events,
-- `on_own` only those about its own seat (g:on_own); then its own setup.
local function install_character(g, p, character)
  if character.on then install_handlers(g, p, character.on, g.on) end
  if character.on_own then install_handlers(g, p, character.on_own, g.on_own) end
  if character.setup then character.setup(g, p, api) end
end

-- Who hears each event (g:listening_seats, filling HEARS: one table kept
-- for every game of this Lua state, every event of schema.lua present):
-- bit p for an `on_own` handler of seat p, bit 0 for an `on` handler
-- (core.heard). NOBODY: until the characters are in place.
local HEARS, NOBODY = {}, {}
for event in pairs(require("schema").events) do HEARS[event], NOBODY[event] = 0, 0 end

-- Player p plays as character: their maximum and life (C-3).
local function take_character(g, p, character, preset)
  M.set_character(g, p, character.id)
  local max = character.life + (core.state.roles[p] == "sheriff" and 1 or 0) -- C-3
  M.set_max_life(g, p, max)
  M.set_life(g, p, preset.life or max)
  core.state.characters[p] = character
  core.characters_changed() -- distances count its traits
end

-- A scenario's `eliminated = true`: p is out before the game starts
-- (life 0, role shown, no cards), as if eliminated before the first turn.
local function check_eliminated(g, presets)
  local n, out = M.players(g), {}
  for p = 1, n do
    local preset = presets[p]
    if preset.eliminated ~= nil and type(preset.eliminated) ~= "boolean" then
      error(string.format("player %d's eliminated must be true or false", p), 0)
    end
    if preset.eliminated then
      if preset.hand and #preset.hand > 0 or preset.inplay and #preset.inplay > 0 then
        error(string.format("player %d is eliminated: give no hand or cards in play", p), 0)
      end
      out[p] = true
    end
  end
  return out
end

local function eliminate_presets(g, out)
  local bad_alive, sheriff_alive, alive = false, false, 0
  for p = 1, M.players(g) do
    if out[p] then
      M.eliminate(g, p)
      core.state.debt[p] = 0
    else
      alive = alive + 1
      local role = M.role(g, p)
      if role == "sheriff" then sheriff_alive = true end
      if role == "outlaw" or role == "renegade" then bad_alive = true end
    end
  end
  core.state.alive = nil
  if not sheriff_alive or not bad_alive or alive < 2 then
    error("the players eliminated at set-up would end the game before it starts (C-37)", 0)
  end
end

-- Once every player has a character: C-4, deal each player as many cards
-- as their life, unless preset; from the bottom, so that a preset top of
-- the deck stays on top (an eliminated player gets none). Then the
-- characters' handlers.
local deck_ids = {} -- (the deck's ids, read into the same list at every game)

local function deal_and_install(g, presets)
  local n = M.players(g)
  local out = check_eliminated(g, presets)
  if next(out) then eliminate_presets(g, out) end
  -- Each deal takes the deck's bottom card: the list read once serves
  -- them all (nothing else moves meanwhile).
  local deck, bottom = M.cards(g, "deck", deck_ids), 0
  for p = 1, n do
    if not presets[p].hand then
      for _ = 1, M.life(g, p) do
        bottom = bottom + 1
        M.move(g, deck[bottom], "hand", p)
      end
    end
  end
  for p = 1, n do install_character(g, p, core.state.characters[p]) end
  core.state.hears = M.listening_seats(g, HEARS)
end

-- The deck as three lists (each card's type, suit and value, in the
-- scripts' order), made once for the card scripts of the last game: the
-- same at every game (bang simulate plays thousands).
local last_cards, last_deck = nil, nil

local function deck_lists(cards)
  if cards ~= last_cards then
    local deck, n = { types = {}, suits = {}, values = {} }, 0
    for _, script in ipairs(cards) do
      for _, copy in ipairs(script.deck or {}) do
        n = n + 1
        deck.types[n], deck.suits[n], deck.values[n] = script.id, copy[1], copy[2]
      end
    end
    last_cards, last_deck = cards, deck
  end
  return last_deck
end

-- Each card id's type (core.type_of), for the deck lists copied from id
-- first on: the table made for the last game when it was made from the
-- same lists to the same first id (the same types; type_of adds only
-- what g:card says of these ids), not the 80 entries again.
local last_types, types_deck, types_first = nil, nil, nil

local function types_from(deck, first)
  if deck ~= types_deck or first ~= types_first then
    last_types, types_deck, types_first = table.move(deck.types, 1, #deck.types, first, {}), deck, first
  end
  return last_types
end

-- A table with room for a value per seat (8 at most), made at once.
local function per_seat() return { nil, nil, nil, nil, nil, nil, nil, nil } end

-- Until a player has chosen: no traits (the screen may ask for distances).
local NO_CHARACTER = {}

function setup.new_game(g, characters, cards)
  core.cards, core.characters = cards, characters
  core.bind(g) -- (core.M: the game's methods)
  local n = M.players(g)
  if not ROLE_SETS[n] then error("the card game is for 4 to 7 players", 0) end
  local table_preset = M.preset(g)
  -- The per-seat tables made with room for every seat (filled, they are
  -- never grown); each seat's two lists of cards in play are the last
  -- game's, filled anew (core.fresh reads every seat at a game's start).
  local last_play = core.kept_play()
  core.set_state { characters = per_seat(), debt = per_seat(), logging = true, hears = NOBODY, dirty = false,
                   play = { ids = last_play and last_play.ids or per_seat(),
                            scripts = last_play and last_play.scripts or per_seat(),
                            seen = per_seat(), sight = per_seat(), targets = false, stamp = 0, seats = n,
                            version = false, listing = false }, -- (core.fresh)
                   types = {}, roles = per_seat(), depth = 0, waiting = {}, aiming = 0, turn_number = 0,
                   ask_always = table_preset.ask_always or false }
  -- What every player may know: the public record (and how many times it
  -- was written: a bot reads it again only when that changed), and the
  -- card and character scripts (the printed cards); the same acts one by
  -- one, in order, with their turn and whether aimed (public.acts:
  -- rules/core.lua, api.note_hostility).
  core.public = { hostility = {}, noted = 0, acts = {}, nacts = 0, cards = cards, characters = characters }
  local state = core.state
  -- C-6, C-60: one physical card per entry of each card's deck list, in
  -- one call; each id's type kept (see core.type_of).
  local deck = deck_lists(cards)
  local first = M.new_cards(g, deck.types, deck.suits, deck.values)
  if first then state.types = types_from(deck, first) end
  local memo = core.kept_memo(g, cards, state.types, deck, first) -- (core.lua)
  state.memo = memo
  -- The caches that hold nothing of one game are the memo's (core.lua):
  -- commands and options made once, lists filled anew at each use.
  state.commands, state.target_options, state.card_with = memo.commands, memo.target_options, memo.card_with
  state.sorted_effects, state.option_lists, state.hand_lists = memo.sorted_effects, memo.option_lists, memo.hand_lists
  state.hand_kinds, state.listing_kinds = memo.hand_kinds, memo.listing_kinds
  -- api.target_choices' entries too: this game's stamps start past the
  -- last game's, so that none of its entries is taken for up to date.
  state.play.targets = memo.target_entries
  if memo.last_play then state.play.stamp = memo.last_play.stamp + 1 end
  memo.last_play = state.play
  M.shuffle_zone(g, "deck")
  -- The "choose a character" variant: two characters each, chosen in
  -- rules.play (setup.choose_characters) once the roles are known.
  local choose = table_preset.choose_characters and 2 or nil
  local presets, roles, dealt = prelude.deal_roles_and_characters(g, ROLE_SETS[n], characters, choose)
  for p = 1, n do
    local role = roles[p]
    M.set_role(g, p, role, role == "sheriff") -- C-1: the Sheriff shows his role
    state.roles[p] = role -- (api.place_choices reads them without a g:role call)
    if choose then state.characters[p] = NO_CHARACTER else take_character(g, p, dealt[p], presets[p]) end
    state.debt[p] = 0
  end
  -- Scenario presets: cards in play and in hand, then the deck's top.
  for p = 1, n do
    place_preset(g, presets[p].inplay, "play", p)
    place_preset(g, presets[p].hand, "hand", p)
  end
  place_preset(g, table_preset.discard, "discard")
  local top = table_preset.deck or {}
  for i = #top, 1, -1 do M.move(g, find_card(g, top[i]), "deck") end
  local first = table_preset.first
  for p = 1, n do if not first and roles[p] == "sheriff" then first = p end end
  if first and presets[first].eliminated then
    error(string.format("player %d plays first but is eliminated", first), 0)
  end
  state.first = first
  state.start_phase = setup.start_phase(table_preset.start, 3, "card")
  if choose then
    state.to_choose = { presets = presets, dealt = dealt }
  else
    deal_and_install(g, presets)
  end
end

-- A scenario's `start = { phase = n }`: the phase the first turn starts
-- in (1 to last); nil when absent. game names the game in a complaint.
function setup.start_phase(start, last, game)
  if start == nil then return nil end
  local phase = type(start) == "table" and start.phase
  if math.type(phase) ~= "integer" or phase < 1 or phase > last then
    error(string.format("start must be { phase = n } with n from 1 to %d in the %s game", last, game), 0)
  end
  for key in pairs(start) do
    if key ~= "phase" then error(string.format("start: unknown key '%s' (only phase)", tostring(key)), 0) end
  end
  return phase
end

-- The "choose a character" variant (bang_setup.choose_characters): each
-- player in seat order picks one of the two characters dealt (a decision
-- of kind "character"), then the cards are dealt. Run by rules.play
-- before the first turn; nothing to do otherwise.
function setup.choose_characters(g)
  local pending = core.state.to_choose
  if not pending then return end
  core.state.to_choose = nil
  for p = 1, M.players(g) do
    take_character(g, p, prelude.choose_character(g, p, pending.dealt[p]), pending.presets[p])
  end
  deal_and_install(g, pending.presets)
end

return setup
