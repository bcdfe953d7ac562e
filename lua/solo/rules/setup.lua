-- rules/setup.lua: a solo game's set-up (S-1, S-11) and what a scenario
-- fixes. 77 cards (the card game's deck without the Mustangs and the
-- Scope: lua/solo/cards has no script for them), Outlaw cards shuffled in
-- (one; easier: two; harder: the Renegade too), the Sheriff and two
-- Outlaws on the table (easier: one), each with a random character, life
-- as the character's bullets, the Sheriff one more.
--
-- Presets (g:preset(), from a scenario or the front end): harder, easier,
-- abilities (S-11, S-20); per player role, character, life, inplay and
-- faceup (card lists), waiting = true (his Outlaw card is in the deck),
-- eliminated = true (an Outlaw on the table who is out before the game
-- starts); deck (the top cards, first drawn first: "outlaw" is an Outlaw
-- card), discard, and start = { phase = n } (the first turn starts in
-- phase n, 1 to 4: phase 4 plays the preset face-up cards, none dealt).

local board = require "rules.board"

local setup = {}

-- The card a scenario names ("bang", "bang 5c", "outlaw") among ids.
local function find_card(b, ids, text)
  local kind, mark = text:match("^(%S+)%s*(%S*)$")
  local value, suit
  if mark and mark ~= "" then
    local v, s = mark:upper():match("^(%w-)([SHDC])$")
    value = ({ J = 11, Q = 12, K = 13, A = 14 })[v] or tonumber(v)
    suit = s
    if not value then error(string.format("bad card '%s' (write e.g. bang 5c)", text), 0) end
  end
  for _, id in ipairs(ids) do
    if b.kind[id] == kind and (not value or (b.value[id] == value and b.suit[id] == suit)) then
      return id
    end
  end
  error(string.format("no card '%s' left in the deck", text), 0)
end

local function place(g, b, list, s, zone)
  for _, text in ipairs(list or {}) do
    local id = find_card(b, g:cards("deck"), text)
    if zone == "play" then board.to_play(b, id, s)
    elseif zone == "faceup" then board.to_faceup(b, id, s)
    else board.discard(b, id) end
  end
end

local function take_character(g, b, s, role, character, life)
  local max = character.life + (role == "sheriff" and 1 or 0)
  b.seat[s] = { role = role, character = character, life = life or max, max = max, status = "in" }
  g:set_role(s, role)
  g:reveal(s)
  g:set_character(s, character.id)
  g:set_max_life(s, max)
  g:set_life(s, life or max)
end

-- `eliminated = true`: an Outlaw on the table is out before the game
-- starts (no cards); at least one Outlaw on the table must stay in (S-9).
local function eliminate_presets(g, b, presets)
  local left = 0
  for s = 1, b.n do
    local e = presets[s].eliminated
    if e ~= nil and type(e) ~= "boolean" then
      error(string.format("player %d's eliminated must be true or false", s), 0)
    end
    if e then
      if s == 1 then error("the Sheriff cannot be eliminated at set-up: the game would be lost (S-9)", 0) end
      if b.seat[s].status ~= "in" then
        error(string.format("player %d waits in the deck: only an Outlaw on the table can be eliminated", s), 0)
      end
      if #b.faceup[s] > 0 or #b.play[s] > 0 then
        error(string.format("player %d is eliminated: give no face-up cards or cards in play", s), 0)
      end
      b.seat[s].status, b.seat[s].life = "out", 0
      g:eliminate(s)
    elseif s > 1 and b.seat[s].status == "in" then
      left = left + 1
    end
  end
  if left == 0 then
    error("the players eliminated at set-up would end the game before it starts (S-9)", 0)
  end
end

-- `start = { phase = n }`, 1 to 4; nil when absent.
local function start_phase(start)
  if start == nil then return nil end
  local phase = type(start) == "table" and start.phase
  if math.type(phase) ~= "integer" or phase < 1 or phase > 4 then
    error("start must be { phase = n } with n from 1 to 4 in the solo game", 0)
  end
  for key in pairs(start) do
    if key ~= "phase" then error(string.format("start: unknown key '%s' (only phase)", tostring(key)), 0) end
  end
  return phase
end

-- A new game on g; returns the board and the secrets the rules keep (the
-- characters of the Outlaws still in the deck).
function setup.new_game(g, characters, cards)
  local preset = g:preset()
  local n = 4 + (preset.harder and 1 or 0)
  if g:players() ~= n then
    error(string.format("the solo game has %d seats with these options, not %d", n, g:players()), 0)
  end
  local b = board.new(n, cards)
  b.abilities = preset.abilities and true or false
  b.g = g
  -- S-1: the deck; S-11: the Outlaw cards in it.
  for _, script in ipairs(cards) do
    for _, copy in ipairs(script.deck) do
      local id = g:new_card(script.id, copy[1], copy[2])
      b.kind[id], b.suit[id], b.value[id] = script.id, copy[1], copy[2]
    end
  end
  local on_table = preset.easier and 1 or 2
  local waiting_roles = {}
  for _ = on_table + 1, 3 do waiting_roles[#waiting_roles + 1] = "outlaw" end
  if preset.harder then waiting_roles[#waiting_roles + 1] = "renegade" end
  for _, role in ipairs(waiting_roles) do
    local id = g:new_card(role)
    b.kind[id] = role
  end
  b.deck_outlaws = #waiting_roles
  g:shuffle_zone("deck")

  -- Characters at random, except those preset.
  local presets, ids, taken = {}, {}, {}
  for s = 1, n do
    presets[s] = g:preset(s)
    local id = presets[s].character
    if id then
      if not characters[id] or taken[id] then error(string.format("unknown or repeated character '%s'", id), 0) end
      taken[id] = true
    end
  end
  for _, c in ipairs(characters) do if not taken[c.id] then ids[#ids + 1] = c.id end end
  prelude.shuffle(g, ids)
  local secret = {}
  for s = 1, n do
    local character = characters[presets[s].character or table.remove(ids)]
    if s <= 1 + on_table then
      if presets[s].waiting then
        error(string.format("player %d is on the table with these options: only the last %d wait in the deck", s, #waiting_roles), 0)
      end
      take_character(g, b, s, s == 1 and "sheriff" or "outlaw", character, presets[s].life)
    else
      b.seat[s] = { role = waiting_roles[s - 1 - on_table], life = 0, max = 0, status = "deck" }
      g:set_role(s, b.seat[s].role)
      secret[s] = character
    end
  end
  for s = 1, n do
    place(g, b, presets[s].inplay, s, "play")
    place(g, b, presets[s].faceup, s, "faceup")
  end
  place(g, b, preset.discard, nil, "discard")
  local top = preset.deck or {}
  for i = #top, 1, -1 do g:move(find_card(b, g:cards("deck"), top[i]), "deck") end
  eliminate_presets(g, b, presets)
  b.start_phase = start_phase(preset.start)
  return b, secret
end

-- An Outlaw enters play (S-3) in seat s with the role card id: the role
-- is the card's (the Renegade's seat may be another), the character the
-- one kept for that seat.
function setup.enter(g, b, secret, s, id)
  local role = board.script(b, id).role_card
  if b.seat[s].role ~= role then
    for q = s + 1, b.n do
      if b.seat[q].status == "deck" and b.seat[q].role == role then
        b.seat[q].role = b.seat[s].role
        g:set_role(q, b.seat[q].role)
        break
      end
    end
  end
  local character = secret[s]
  take_character(g, b, s, role, character, nil)
  b.play[s][#b.play[s] + 1] = id
  g:move(id, "play", s)
  board.log(b, "S-3", N_"{player} enters play: {character}.", { player = s, character = character.name })
end

return setup
