-- rules/board.lua: the solo table as plain Lua values, and every change to
-- it. The same code serves two masters:
--   * the rules (rules.lua): the board is built from the game `g` at
--     set-up and b.g is set, so each move below is also made on `g` (the
--     C core keeps each physical card in exactly one zone), draws take the
--     real top of the deck and chance is the game's;
--   * the solver (bot.lua): a board rebuilt from what the Sheriff's player
--     sees, without b.g: draws come from the cards not seen yet, at random
--     (the solver's own generator), so it can try a line of play on a copy.
-- Whoever drives the board calls the functions below, never g:move
-- directly, so the two stay in step (rules.lua checks it every turn).
--
-- A board:
--   n                 seats (Sheriff 1, then the Outlaws in the order they
--                     came or will come into play, S-3)
--   seat[s]           { role, character (a character script or nil),
--                       life, max, status = "in" | "out" | "deck" | "next" }
--                     ("deck": his Outlaw card is still in the deck; "next":
--                     drawn this turn, he enters at the start of the next)
--   faceup[s], play[s] the ids of his face-up cards and of his cards in play
--   kind[id]          the card's type ("bang", "outlaw"...), suit[id], value[id]
--   scripts           card scripts by type (cards/*.lua)
--   abilities         the characters' abilities are on (S-20, S-21)
--   deck_outlaws      Outlaw (and Renegade) cards still in the deck
--   turn, phase, sub  turn number, phase 1..5, sub-phase "a".."d" in phase 4
--   fired[s]          BANG!s fired in sub-phase (c) this turn
--   hits[s]           uncancelled BANG!s taken this turn (Paul Regret, S-20)
--   lethal[s]         who played the card that last hit s at 0 life or below (S-8)
--   reward            extra face-up cards for the Sheriff next turn (S-8)
--   jailed[s]         s failed his Jail check: no cards this turn (S-10)
--   store, store_next General Store cards being allotted, and to whom next
--   pool, pool_top    the solver's guess at the deck (pool[pool_top] is
--                     drawn next) and seen_discard, the discard pile it saw
--   suzy_draws        draws Suzy Lafayette made this turn (capped)
--   over              nil, "win" or "loss" (S-9)

local board = {}

local SUB_ORDER = { a = 1, b = 2, c = 3, d = 4, ["end"] = 5 }
board.SUB_ORDER = SUB_ORDER

-- ---- reading ----------------------------------------------------------------

function board.script(b, id) return b.scripts[b.kind[id]] end

-- The sub-phase in which a card is played (S-4).
function board.sub_of(b, id)
  local s = b.scripts[b.kind[id]]
  return s and s.sub or "b"
end

function board.in_play(b, s) return b.seat[s].status == "in" end

-- Seats in play, in seat order (clockwise from the Sheriff).
function board.seats_in_play(b)
  local list = {}
  for s = 1, b.n do if b.seat[s].status == "in" then list[#list + 1] = s end end
  return list
end

function board.is_sheriff(b, s) return b.seat[s].role == "sheriff" end

-- Whom s may aim at (S-5): the Sheriff any Outlaw in play, an Outlaw only
-- the Sheriff.
function board.opponents(b, s)
  if b.seat[s].role == "sheriff" then
    local list = {}
    for q = 2, b.n do if b.seat[q].status == "in" then list[#list + 1] = q end end
    return list
  end
  return b.seat[1].status == "in" and { 1 } or {}
end

-- The first card of type `kind` in list, and its index.
function board.find(b, list, kind)
  for i = 1, #list do if b.kind[list[i]] == kind then return list[i], i end end
  return nil
end

-- The first face-up card of s with the trait (a field of its script set).
function board.faceup_with(b, s, trait)
  local list = b.faceup[s]
  for i = 1, #list do
    local script = b.scripts[b.kind[list[i]]]
    if script and script[trait] then return list[i], i end
  end
  return nil
end

function board.count_faceup_with(b, s, trait)
  local n = 0
  for _, id in ipairs(b.faceup[s]) do
    local script = b.scripts[b.kind[id]]
    if script and script[trait] then n = n + 1 end
  end
  return n
end

-- Whether s's card id serves as `trait` ("shot", "dodge") now: by its own
-- trait, or as a card his character may play as another (Calamity Janet's
-- BANG! as Missed! and Missed! as BANG!, S-20), which solo allows only in
-- step (c).
function board.serves_as(b, s, id, trait)
  local script = b.scripts[b.kind[id]]
  if not script then return false end
  if script[trait] then return true end
  local subs = b.phase == 4 and b.sub == "c" and board.trait(b, s, "substitutes")
  subs = subs and subs[trait]
  if not subs then return false end
  for _, other in ipairs(subs) do
    if script[other] then return true end
  end
  return false
end

-- A card with the trait that s, in play, has in play: its script and id.
function board.in_play_with(b, s, trait)
  if b.seat[s].status ~= "in" then return nil end
  for _, id in ipairs(b.play[s]) do
    local script = b.scripts[b.kind[id]]
    if script and script[trait] then return script, id end
  end
  return nil
end

-- How a blue card of s can be played (S-5, S-12): in front of him, unless
-- he already has one of that name in play.
function board.blue_uses(b, s, id)
  if board.find(b, b.play[s], b.kind[id]) then return {} end
  return { { target = s } }
end

-- The blue cards s has in play that others may take or discard (not his
-- role card): Panic! and Cat Balou (S-10).
function board.blue_in_play(b, s)
  local list = {}
  for _, id in ipairs(b.play[s]) do
    if b.scripts[b.kind[id]].border == "blue" then list[#list + 1] = id end
  end
  return list
end

-- The weapon s has in play, if any.
function board.weapon(b, s)
  for _, id in ipairs(b.play[s]) do
    local script = b.scripts[b.kind[id]]
    if script and script.weapon then return id, script end
  end
  return nil
end

-- The character's trait, if the abilities are on (S-20, S-21).
function board.trait(b, s, name)
  local c = b.abilities and b.seat[s].character
  return c and c[name]
end

-- How many BANG!s s may fire this turn (S-5): 1 (Rose Doolan 2) plus the
-- number on the weapon; Willy the Kid any number.
function board.bang_limit(b, s)
  if board.trait(b, s, "unlimited_bangs") then return math.huge end
  local _, weapon = board.weapon(b, s)
  return (board.trait(b, s, "base_bangs") or 1) + (weapon and weapon.weapon or 0)
end

-- ---- logging and chance -----------------------------------------------------

function board.log(b, rule, id, args)
  if b.g and b.logging then b.g:log(rule, id, args) end
end

function board.random(b, n)
  if b.g then return b.g:random(n) end
  return math.random(n)
end

-- ---- moving cards -----------------------------------------------------------

local function remove(list, id)
  for i = 1, #list do
    if list[i] == id then table.remove(list, i) return true end
  end
  return false
end

-- Take id out of the board's lists (its owner s, if known).
local function lift(b, id, s)
  if s then
    if remove(b.faceup[s], id) or remove(b.play[s], id) then return end
  end
  for q = 1, b.n do
    if remove(b.faceup[q], id) or remove(b.play[q], id) then return end
  end
  remove(b.store, id)
end

function board.discard(b, id, s)
  lift(b, id, s)
  if b.g then b.g:move(id, "discard") end
end

-- Suzy Lafayette (S-20): her last face-up card played or taken.
local function emptied(b, s)
  if #b.faceup[s] > 0 or b.phase ~= 4 or b.seat[s].status ~= "in" then return end
  if not board.trait(b, s, "draws_when_empty") or b.suzy_draws >= 10 then return end
  b.suzy_draws = b.suzy_draws + 1
  board.log(b, "S-20", N_"{player} has no face-up cards left and draws one.", { player = s })
  board.draw_faceup(b, s, 1, "S-20")
end
board.emptied = emptied

-- A face-up card s plays: it leaves his face-up cards (to the discard pile
-- or into play: the caller moves it on).
function board.played(b, id, s)
  board.discard(b, id, s)
  emptied(b, s)
end

-- A card joins s's face-up cards. In phase 4, one of an earlier sub-phase
-- sends play back to (a) (S-4).
function board.to_faceup(b, id, s)
  lift(b, id)
  local list = b.faceup[s]
  list[#list + 1] = id
  if b.g then b.g:move(id, "faceup", s) end
  if b.phase == 4 and SUB_ORDER[board.sub_of(b, id)] < SUB_ORDER[b.sub] then
    board.log(b, "S-4", N_"{card} belongs to an earlier step: play goes back to the blue cards.",
              { card = board.script(b, id).name })
    b.sub = "a"
  end
end

-- A blue card goes into play in front of s: a weapon replaces his weapon
-- (C-9); one that would be a second card of its name is discarded (S-12).
function board.to_play(b, id, s)
  local script = board.script(b, id)
  if board.find(b, b.play[s], b.kind[id]) then
    board.log(b, "S-12", N_"{player} already has {card} in play: the second one is discarded.",
              { player = s, card = script.name })
    board.discard(b, id)
    return false
  end
  if script.weapon then
    local old = board.weapon(b, s)
    if old then
      board.log(b, "S-5", N_"{player}'s {card} replaces the {other_card}.",
                { player = s, card = script.name, other_card = board.script(b, old).name })
      board.discard(b, old, s)
    end
  end
  lift(b, id)
  b.play[s][#b.play[s] + 1] = id
  if b.g then b.g:move(id, "play", s) end
  return true
end

-- ---- the deck -----------------------------------------------------------------

-- The next card off the deck (reshuffling the discard pile when it runs
-- out, C-6), or nil if there is none at all.
local function next_card(b)
  local g = b.g
  if g then
    if g:count("deck") == 0 then
      if g:count("discard") == 0 then return nil end
      for _, id in ipairs(g:cards("discard")) do g:move(id, "deck") end
      g:shuffle_zone("deck")
      board.log(b, "C-6", N_"The deck ran out: the discard pile is shuffled into a new deck.")
    end
    return g:top("deck")
  end
  -- The solver: the cards it has not seen, in an order it drew at random
  -- (bot/search.lua), from the top index down. The list is shared by all
  -- copies of a board and never changed: a copy only keeps its index.
  if b.pool_top == 0 then
    -- Once only: a line that goes through the deck twice is not worth
    -- following (and could go round for ever).
    if b.reshuffled or #b.seen_discard == 0 then return nil end
    b.reshuffled = true
    b.pool, b.pool_top = b.seen_discard, #b.seen_discard
  end
  local id = b.pool[b.pool_top]
  b.pool_top = b.pool_top - 1
  return id
end

-- An Outlaw card turned up (S-3): set aside, he enters next turn.
local function outlaw_card(b, id)
  lift(b, id)
  b.deck_outlaws = b.deck_outlaws - 1
  b.arriving[#b.arriving + 1] = id
  if b.g then b.g:move(id, "table") end
  for s = 2, b.n do
    if b.seat[s].status == "deck" then
      b.seat[s].status = "next"
      board.log(b, "S-3", N_"An Outlaw card is drawn: {player} enters play at the start of the next turn.",
                { player = s })
      return
    end
  end
end

-- Draw one real playing card, setting any Outlaw card aside (S-3).
function board.draw(b)
  while true do
    local id = next_card(b)
    if not id then return nil end
    if board.script(b, id).role_card then outlaw_card(b, id) else return id end
  end
end

-- Deal n face-up cards to s (phase 3, Stagecoach, Wells Fargo...).
function board.draw_faceup(b, s, n, rule)
  for _ = 1, n do
    local id = board.draw(b)
    if not id then return end
    board.to_faceup(b, id, s)
  end
end

-- draw! (C-30) for s, for `what` (N_"the Barrel"...): flip a card
-- (Outlaw cards set aside, S-3), discard it and return its suit and
-- value. Lucky Duke flips two and the player picks (choose(b, s, ids)
-- returns the id that counts).
function board.draw_check(b, s, rule, what, choose)
  local flips = board.trait(b, s, "check_cards") or 1
  local ids = {}
  for i = 1, flips do
    ids[i] = board.draw(b)
    if not ids[i] then break end
    if b.g then b.g:move(ids[i], "table") end
  end
  if not ids[1] then return nil, nil end
  local id = ids[1]
  if ids[2] and choose then id = choose(b, s, ids) end
  if b.g then
    for _, x in ipairs(ids) do b.g:move(x, "discard") end
  end
  board.log(b, rule, N_"{player} draws! for {what}: {card} {value}.",
            { player = s, what = what, card = board.script(b, id).name, value = board.mark_of(b, id) })
  return b.suit[id], b.value[id]
end

local VALUES = { [11] = "J", [12] = "Q", [13] = "K", [14] = "A" }
local SUITS = { S = "\u{2660}", H = "\u{2665}", D = "\u{2666}", C = "\u{2663}" }

-- "Q♠": a card's value and suit as printed, for the log.
function board.mark_of(b, id)
  local v = b.value[id]
  return (b.suit[id] and ((VALUES[v] or tostring(v)) .. SUITS[b.suit[id]]) or "")
end

-- ---- copies for the solver ------------------------------------------------------

local function copy_list(list)
  local out = {}
  for i = 1, #list do out[i] = list[i] end
  return out
end

-- A copy the solver may change freely (never of a board with b.g).
function board.copy(b)
  local c = {}
  for k, v in pairs(b) do c[k] = v end
  c.seat, c.faceup, c.play = {}, {}, {}
  for s = 1, b.n do
    local p = b.seat[s]
    c.seat[s] = { role = p.role, character = p.character, life = p.life, max = p.max,
                  status = p.status }
    c.faceup[s], c.play[s] = copy_list(b.faceup[s]), copy_list(b.play[s])
  end
  c.fired, c.hits, c.lethal, c.jailed = copy_list(b.fired), copy_list(b.hits),
                                         copy_list(b.lethal), copy_list(b.jailed)
  c.store, c.arriving = copy_list(b.store), copy_list(b.arriving)
  return c
end

-- An empty board of n seats (the caller fills it).
function board.new(n, scripts)
  local b = { n = n, seat = {}, faceup = {}, play = {}, kind = {}, suit = {}, value = {},
              scripts = scripts, fired = {}, hits = {}, lethal = {}, jailed = {}, store = {},
              pool = {}, pool_top = 0, seen_discard = {}, arriving = {}, deck_outlaws = 0,
              turn = 0, phase = 0, sub = "a", reward = 0, suzy_draws = 0, logging = false }
  for s = 1, n do
    b.faceup[s], b.play[s] = {}, {}
    b.fired[s], b.hits[s], b.lethal[s], b.jailed[s] = 0, 0, false, false
  end
  return b
end

return board
