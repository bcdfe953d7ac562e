-- bot.lua: the solo variant's computer players, who play the Sheriff's
-- part: every decision of a solo game (rules.lua). The C core loads it in
-- a world of its own and calls bot.choose(view, decision, state), taking
-- the 1-based index it returns and, for `hint`, the reason after it.
--
-- Both players rebuild the table from what the Sheriff's player sees (the
-- view: every card on the table is face up; rules.public: the turn's
-- counters) as a board (rules/board.lua), and play the very rules the
-- game plays (rules/turn.lua) on copies of it. Cards not seen yet (the
-- deck, in an order nobody knows) are drawn at random from what is left.
--   greedy  (preset bot = "greedy") takes the option whose position right
--           after it scores best (bot/score.lua), one look ahead.
--   solver  (the default) searches every order and choice of the rest of
--           the turn (bot/search.lua) on a few sampled deck orders, and
--           takes the option with the best average end of turn.

local board = require "rules.board"
local turn = require "rules.turn"
local score = require "bot.score"
local search = require "bot.search"

local bot = {}

function bot.new_game(view, public)
  local scripts, characters = {}, {}
  for id, script in pairs(public.cards) do
    if type(id) == "string" then scripts[id] = script end
  end
  for id, c in pairs(public.characters) do
    if type(id) == "string" then characters[id] = c end
  end
  -- The whole deck as printed (S-1), to know what is not seen yet.
  local printed = {}
  for _, script in ipairs(public.cards) do -- in file-name order: games replay exactly
    for _, copy in ipairs(script.deck) do
      printed[#printed + 1] = { script.id, copy[1], copy[2] }
    end
  end
  return { public = public, scripts = scripts, characters = characters, printed = printed,
           kind = public.bot, next_id = 100000 }
end

local function copy_array(proxy, n)
  local out = {}
  for i = 1, n do out[i] = proxy[i] end
  return out
end

-- The board as the Sheriff's player sees it now.
local function read_board(view, S)
  local p = S.public
  local n = view:players()
  local b = board.new(n, S.scripts)
  b.abilities = p.abilities
  b.turn, b.phase, b.sub = p.turn, p.phase, p.sub
  b.deck_outlaws, b.reward, b.suzy_draws = p.deck_outlaws, p.reward, p.suzy_draws
  b.fired, b.hits = copy_array(p.fired, n), copy_array(p.hits, n)
  b.jailed, b.lethal = copy_array(p.jailed, n), copy_array(p.lethal, n)
  b.store, b.store_next = copy_array(p.store, #p.store), p.store_next
  local seen = {}
  local function note(id)
    local kind, suit, value = view:card(id)
    b.kind[id], b.suit[id], b.value[id] = kind, suit, value
    if suit then seen[kind .. suit .. value] = true end
  end
  for s = 1, n do
    local status = p.status[s]
    local character = view:character(s)
    b.seat[s] = { role = view:role(s) or "outlaw", status = status, life = view:life(s),
                  max = view:max_life(s), character = S.characters[character or ""] }
    b.faceup[s] = view:cards("faceup", s)
    b.play[s] = view:cards("play", s)
    for _, id in ipairs(b.faceup[s]) do note(id) end
    for _, id in ipairs(b.play[s]) do note(id) end
  end
  for _, zone in ipairs { "discard", "table" } do
    for _, id in ipairs(view:cards(zone)) do note(id) end
  end
  -- The discard pile, shuffled into the deck should the deck run out.
  b.seen_discard = view:cards("discard")
  -- What may still come off the deck: the printed cards not seen, and
  -- the Outlaw cards still in it, each under an id of the solver's own.
  local pool = {}
  for _, card in ipairs(S.printed) do
    if not seen[card[1] .. card[2] .. card[3]] then
      S.next_id = S.next_id + 1
      local id = S.next_id
      b.kind[id], b.suit[id], b.value[id] = card[1], card[2], card[3]
      pool[#pool + 1] = id
    end
  end
  for _ = 1, b.deck_outlaws do
    S.next_id = S.next_id + 1
    b.kind[S.next_id] = "outlaw"
    pool[#pool + 1] = S.next_id
  end
  for i = #pool, 2, -1 do -- in an order of our own (bot/search.lua draws others)
    local j = math.random(i)
    pool[i], pool[j] = pool[j], pool[i]
  end
  b.pool, b.pool_top = pool, #pool
  return b
end

-- The option of decision matching the model's option o.
local function same(b, o, d)
  if o.pass then return d.cmd == "end" end
  if o.store then return d.card == o.store end
  if o.ability then return d.cmd:match("^ability") ~= nil end
  return d.card == o.card
end

function bot.choose(view, decision, S)
  local b = read_board(view, S)
  local list = turn.options(b)
  if not list then return 1 end
  local best, why
  if S.kind == "greedy" then
    best, why = score.greedy(b, list)
  else
    best, why = search.best(b, list)
  end
  -- The decision's options come in the model's order (rules.lua builds
  -- them from the same list); check, and fall back on the card played.
  local options = decision.options
  local o = list[best]
  if options[best] and same(b, o, options[best]) then return best, why end
  for i = 1, #options do
    if same(b, o, options[i]) then return i, why end
  end
  return 1, why
end

return bot
