-- rules/turn.lua: the solo turn (S-2 .. S-4): phases 1 to 3 and 5 run by
-- themselves; phase 4 is a list of choices (turn.options) and the change
-- each makes (turn.apply), so that the rules ask the player and the solver
-- tries lines of play with the very same code. All on a board
-- (rules/board.lua).
--
-- An option: { card = id, owner = seat, use = { target, item, random,
-- label } } plays a face-up card; { store = id, owner = seat } gives a
-- General Store card; { ability = { id, id }, owner = seat } is Sid
-- Ketchum's; { pass = true } ends a step in which only optional abilities
-- are left.

local board = require "rules.board"
local combat = require "rules.combat"

local turn = {}

-- What card scripts get as `api`: the board's and combat's functions.
local api = {}
for k, v in pairs(board) do api[k] = v end
for k, v in pairs(combat) do api[k] = v end
turn.api = api

local NEXT_SUB = { a = "b", b = "c", c = "d" }

-- ---- phases 1 to 3 --------------------------------------------------------------

-- Outlaws drawn last turn enter play (S-3). enter(b, s, role_card_id) is
-- the rules' (it gives the character); the solver never gets here.
local function arrivals(b, enter)
  local list = b.arriving
  b.arriving = {}
  for _, id in ipairs(list) do
    for s = 2, b.n do
      if b.seat[s].status == "next" then
        enter(b, s, id)
        break
      end
    end
  end
end

local function find_in_play(b, trait)
  for s = 1, b.n do
    if b.seat[s].status == "in" then
      for _, id in ipairs(b.play[s]) do
        if board.script(b, id)[trait] then return s, id end
      end
    end
  end
end

local function spade_2_to_9(suit, value) return suit == "S" and value >= 2 and value <= 9 end
local function not_exploding(suit, value) return not spade_2_to_9(suit, value) end

-- Phase 1 (S-2, S-10): the Dynamite explodes on a Spade 2-9, else passes
-- clockwise to the next character in play, the Sheriff included.
local function dynamite(b)
  local s, id = find_in_play(b, "explodes")
  if not s then return end
  local suit, value = board.draw_check(b, s, "S-10", N_"the Dynamite", combat.lucky_pick(not_exploding))
  if suit and spade_2_to_9(suit, value) then
    board.log(b, "S-10", N_"The Dynamite explodes in front of {player}!", { player = s })
    board.discard(b, id, s)
    combat.hit(b, s, 3, nil, "S-10")
    combat.eliminate_dying(b) -- no face-up Beer outside phase 4 (S-7)
    return
  end
  local q = s
  repeat q = q % b.n + 1 until b.seat[q].status == "in"
  if q ~= s then
    board.log(b, "S-10", N_"The Dynamite passes to {player}.", { player = q })
    board.to_play(b, id, q)
  end
end

local function heart(suit) return suit == "H" end

-- Phase 2 (S-10): a jailed Outlaw draws!; on a Heart he escapes, else he
-- gets no cards this turn. The Jail is discarded either way.
local function jails(b)
  for s = 1, b.n do
    local _, id = board.in_play_with(b, s, "jails")
    if id then
      local suit = board.draw_check(b, s, "S-10", N_"the Jail", combat.lucky_pick(heart))
      board.discard(b, id, s)
      if suit == "H" then
        board.log(b, "S-10", N_"{player} escapes from Jail.", { player = s })
      else
        b.jailed[s] = true
        board.log(b, "S-10", N_"{player} stays in Jail: no cards this turn.", { player = s })
      end
    end
  end
end

-- Phase 3 (S-2, S-8): each character in play, in seat order, is dealt as
-- many face-up cards as his life; the Sheriff 2 more per Outlaw he
-- eliminated last turn.
local function deal(b)
  for s = 1, b.n do
    if b.seat[s].status == "in" and not b.jailed[s] then
      local n = b.seat[s].life
      if s == 1 and b.reward > 0 then
        n = n + b.reward
        b.reward = 0
      end
      if n > 0 then
        board.log(b, "S-2", NP_("{player} is dealt {n} face-up card.", "{player} is dealt {n} face-up cards."),
                  { player = s, n = n })
        board.draw_faceup(b, s, n, "S-2")
      end
    end
  end
end

-- A new turn up to phase 4. enter(b, s, id): an Outlaw enters. from (a
-- scenario's first turn, b.start_phase): the phases before it are skipped.
function turn.begin(b, enter, from)
  from = from or 1
  b.turn = b.turn + 1
  for s = 1, b.n do b.fired[s], b.hits[s], b.lethal[s], b.jailed[s] = 0, 0, false, false end
  b.suzy_draws = 0
  arrivals(b, enter)
  b.phase = 1
  if from <= 1 then dynamite(b) end
  if b.over then return end
  b.phase = 2
  if from <= 2 then jails(b) end
  b.phase = 3
  if from <= 3 then deal(b) end
  b.phase, b.sub = 4, "a"
end

-- ---- phase 4 ---------------------------------------------------------------------

-- The ways a face-up card of s can be played now (empty: it cannot).
local function uses_of(b, s, id)
  local script = board.script(b, id)
  if script.shot or (script.dodge and board.serves_as(b, s, id, "shot")) then
    if b.fired[s] >= board.bang_limit(b, s) then return {} end
    -- A Missed! fired as a BANG! (Calamity Janet, S-20) counts toward the limit.
    local as_bang = not script.shot or nil
    local list = {}
    for _, q in ipairs(board.opponents(b, s)) do list[#list + 1] = { target = q, as_bang = as_bang } end
    return list
  end
  if script.dodge then return {} end
  if script.uses then return script.uses(b, api, s, id) end
  return { {} }
end
turn.uses_of = uses_of

-- Sid Ketchum (S-21): two face-up cards for 1 life, when he is hurt.
local function ability_options(b, s, list)
  local need = board.trait(b, s, "heal_discards")
  local cards = b.faceup[s]
  if not need or #cards < need or b.seat[s].life >= b.seat[s].max then return end
  local seen = {}
  for i = 1, #cards do
    for j = i + 1, #cards do
      local a, c = b.kind[cards[i]], b.kind[cards[j]]
      if a > c then a, c = c, a end
      local key = a .. " " .. c
      if not seen[key] then
        seen[key] = true
        list[#list + 1] = { ability = { cards[i], cards[j] }, owner = s, optional = true }
      end
    end
  end
end

-- The options of the current step, discarding the face-up cards of that
-- step that cannot be played (S-4). Empty: the step is over.
local function collect(b)
  local list = {}
  for s = 1, b.n do
    if b.seat[s].status == "in" then
      local cards, i = b.faceup[s], 1
      while i <= #cards do
        local id = cards[i]
        local script = board.script(b, id)
        if board.sub_of(b, id) == b.sub and not (script.shot or script.dodge) then
          local uses = uses_of(b, s, id)
          if #uses == 0 then
            board.log(b, "S-4", N_"{player}'s {card} cannot be played: it is discarded.",
                      { player = s, card = script.name })
            board.discard(b, id, s)
          else
            for _, use in ipairs(uses) do list[#list + 1] = { card = id, owner = s, use = use } end
            i = i + 1
          end
        else
          if (script.shot or script.dodge) and b.sub == "c" then
            for _, use in ipairs(uses_of(b, s, id)) do
              list[#list + 1] = { card = id, owner = s, use = use }
            end
          end
          i = i + 1
        end
      end
      ability_options(b, s, list)
    end
  end
  return list
end

-- Two options that do the same (two BANG!s of one character at one
-- target): one is enough.
local function dedupe(b, list)
  local out, seen = {}, {}
  for _, o in ipairs(list) do
    local key
    if o.card then
      local u = o.use
      key = o.owner .. ":" .. b.kind[o.card] .. ":" .. tostring(u.target) .. ":" ..
            (u.item and b.kind[u.item] or "") .. (u.random and "?" or "")
    end
    if not key or not seen[key] then
      if key then seen[key] = true end
      out[#out + 1] = o
    end
  end
  return out
end

-- End of step (c): BANG!s over the limit and Missed! with nothing to cancel
-- are discarded (S-4).
local function clear_shots(b)
  for s = 1, b.n do
    local cards, i = b.faceup[s], 1
    while i <= #cards do
      local script = board.script(b, cards[i])
      if script.shot or script.dodge then board.discard(b, cards[i], s) else i = i + 1 end
    end
  end
end

local function store_options(b)
  local list, seen = {}, {}
  for _, id in ipairs(b.store) do
    if not seen[b.kind[id]] then
      seen[b.kind[id]] = true
      list[#list + 1] = { store = id, owner = b.store_next }
    end
  end
  return list
end

-- After the last Beer (S-7) the dying are eliminated, still in phase 4
-- (S-21): the cards Vulture Sam gains then are played this turn (one of
-- an earlier step sends play back to (a), board.to_faceup). True if
-- someone was eliminated and the game goes on.
local function eliminate_in_phase_four(b)
  local dying = false
  for s = 1, b.n do
    if b.seat[s].status == "in" and b.seat[s].life <= 0 then dying = true end
  end
  if not dying then return false end
  return not combat.eliminate_dying(b) and not b.over
end

-- The choices now, or nil when phase 4 is over: no face-up card is left
-- to play and nobody is left to eliminate.
function turn.options(b)
  if #b.store > 0 then return store_options(b) end
  while true do
    if b.sub ~= "end" then
      local list = dedupe(b, collect(b))
      if #list > 0 then
        local forced = false
        for _, o in ipairs(list) do forced = forced or not o.optional end
        if not forced then list[#list + 1] = { pass = true } end
        return list
      end
      if b.sub == "c" then clear_shots(b) end
    end
    if b.sub == "d" or b.sub == "end" then
      if not eliminate_in_phase_four(b) then return nil end
    else
      b.sub = NEXT_SUB[b.sub]
    end
  end
end

-- The next recipient of a General Store card: clockwise, in play.
local function next_recipient(b, s)
  repeat s = s % b.n + 1 until b.seat[s].status == "in"
  return s
end

function turn.apply(b, o)
  if o.pass then
    if b.sub == "c" then clear_shots(b) end
    b.sub = NEXT_SUB[b.sub] or "end"
    return
  end
  if o.store then
    local s = o.owner
    board.log(b, "C-27", N_"{player} takes {card}.", { player = s, card = board.script(b, o.store).name })
    board.to_faceup(b, o.store, s)
    if #b.store == 1 then
      board.to_faceup(b, b.store[1], next_recipient(b, s))
    end
    if #b.store > 0 then b.store_next = next_recipient(b, s) end
    return
  end
  if o.ability then
    local s = o.owner
    board.log(b, "S-21", N_"{player} discards two face-up cards to regain 1 life.", { player = s })
    board.discard(b, o.ability[1], s)
    board.discard(b, o.ability[2], s)
    combat.heal(b, s, 1, "S-21")
    board.emptied(b, s)
    return
  end
  local s, id, use = o.owner, o.card, o.use
  local script = board.script(b, id)
  if script.border == "blue" then
    local where = use.target or s
    board.log(b, script.rule or "S-4", N_"{player} plays {card}.", { player = s, card = script.name })
    board.to_play(b, id, where)
  else
    board.discard(b, id, s)
    if script.shot or use.as_bang then
      b.fired[s] = b.fired[s] + 1
      -- fired and allowed: not shown, for the invariant test's eyes.
      board.log(b, "S-6", N_"{player} shoots at {target}.",
                { player = s, target = use.target, fired = b.fired[s], allowed = math.min(board.bang_limit(b, s), 99) })
      combat.shoot(b, s, use.target, board.trait(b, s, "bang_needs") or 1, "S-6", true)
    else
      board.log(b, script.rule or "S-4", N_"{player} plays {card}.", { player = s, card = script.name })
      if script.resolve then script.resolve(b, api, s, id, use) end
    end
  end
  board.emptied(b, s)
end

-- Phase 4 done (the dying already eliminated by turn.options, unless a
-- line of play stopped early, as the solver's may): phase 5.
function turn.finish(b)
  b.phase = 5
  combat.eliminate_dying(b)
end

return turn
