-- bot/answers.lua: every decision but phase 2: answering a shot (C-21,
-- C-22), discarding a shot in a Duel or against Indians! (C-29), the save
-- at 0 life (C-34), which card goes on top of the discard pile when we are
-- eliminated (C-35), discarding (C-11, an ability's cost), picking a draw!
-- card (C-47), the card put back (C-46) or taken (the General Store, C-27,
-- and any other decision whose options say "pick <card>"), and where
-- phase 1 draws from (C-44, C-49). Options are told apart by their shape
-- (option.card, option.run, option.target, ...), never by a card's name.

local belief = require "bot.belief"
local scan = require "bot.scan"
local worth = require "bot.worth"

local answers = {}

local EMPTY = {}
local min = math.min
local want = worth.want
local info_of = scan.info_of

-- The fields of every option these answers read, in one view:columns call
-- (into S.option_card, S.option_cmd, S.option_check: scan.init's
-- S.answer_cols) instead of two proxy reads per field (the option, then
-- its field). Returns how many options.
local ANSWER_FIELDS = { "card", "cmd", "dodge_check" }
local function read_options(S, view, options)
  return view:columns(options, ANSWER_FIELDS, S.answer_cols)
end

-- The first option with this command (after read_options).
local function find_cmd(S, n, cmd)
  local cmds = S.option_cmd
  for j = 1, n do if cmds[j] == cmd then return j end end
  return nil
end

-- Among options carrying a card, the one least worth keeping (after
-- scan.all).
local function cheapest(S, view, n)
  local HAND, cards = S.HAND, S.option_card
  local best, pick = nil, nil
  for j = 1, n do
    local id = cards[j]
    if id then
      local it = info_of(S, view, id)
      local v = want(S, it, (HAND[it.id] or 0) - 1)
      if not best or v < best then best, pick = v, j end
    end
  end
  return pick
end

-- The card to spend as a dodge or a shot (after scan.hand): the kind we
-- hold most of, a card with that trait itself before a substitute (C-42),
-- and one that could save us at 0 life only when nothing else serves.
local function commonest(S, view, n, trait)
  local HAND, saves, cards = S.HAND, S.mychar.saves, S.option_card
  local best, pick = nil, nil
  for j = 1, n do
    local id = cards[j]
    if id then
      local it = info_of(S, view, id)
      local t = it.id
      local v = (HAND[t] or 0) + (it[trait] and 0.5 or 0)
      if saves[t] or it.heals > 0 then v = v - 10 end
      if not best or v > best then best, pick = v, j end
    end
  end
  return pick
end

-- A shot at us (C-21, C-22, C-45, C-52): a draw! first (a Barrel: it costs
-- nothing), then a card that serves as a dodge; take it only if nothing
-- can cancel it (or too little against Slab the Killer).
function answers.answer(S, view, decision, options)
  local n = read_options(S, view, options)
  local checks = S.option_check
  for j = 1, n do if checks[j] then return j end end
  scan.hand(S, view)
  local take = find_cmd(S, n, "hit")
  local needed = decision.args and decision.args.n or 1
  if needed > S.ndodge then return take or n end
  return commonest(S, view, n, "dodge") or n
end

-- Duel or Indians! (C-29): discard a shot when we have one; against
-- Indians! (args.source) at full and high life, the last one is kept for a
-- foe in range instead.
function answers.discard_shot(S, view, decision, options)
  local n = read_options(S, view, options)
  scan.hand(S, view)
  local take = find_cmd(S, n, "hit")
  local discard = commonest(S, view, n, "shot")
  if not discard then return take or 1 end
  local args = decision.args or EMPTY
  local me = S.me
  local life = view:life(me)
  if take and args.source and args.source ~= me and S.nshot == 1 and life >= 4
      and life >= S.maxof[me] then
    scan.life(S, view)
    scan.table(S, view)
    belief.ensure_h(S)
    local r, H, ring = S.REACH[me], S.H, S.ring
    for i = 1, S.nalive do
      local q = ring[i]
      if q ~= me and H[q] >= 0.8 and scan.distance(S, me, q) <= r then return take end
    end
  end
  return discard
end

-- At 0 life (C-34): a card (a Beer, or what serves us as one), else an
-- ability that heals, never "die" (the last option).
function answers.save(options)
  for j = 1, #options do
    if options[j].card then return j end
  end
  for j = 1, #options do
    local o = options[j]
    if o.run and (o.heals or 0) > 0 then return j end
  end
  return #options
end

-- C-47: the card that passes.
function answers.check(options)
  for j = 1, #options do if options[j].good then return j end end
  return 1
end

-- The card most worth having (sign 1), or least (sign -1); scan.all first.
local function best_card(S, view, n, sign)
  local HAND, cards = S.HAND, S.option_card
  local best, pick = nil, 1
  for j = 1, n do
    local id = cards[j]
    if id then
      local it = info_of(S, view, id)
      local v = sign * want(S, it, HAND[it.id] or 0)
      if not best or v > best then best, pick = v, j end
    end
  end
  return pick
end

local function pick_card(S, view, options, sign)
  local n = read_options(S, view, options)
  scan.all(S, view)
  return best_card(S, view, n, sign)
end

-- Eliminated before a player who may take the discard pile's top (C-35):
-- the card least worth having on top for a foe, the best for a friend.
function answers.discard_order(S, view, decision, options)
  local n = read_options(S, view, options)
  scan.all(S, view)
  S.mine = EMPTY -- we are out: none of our cards stays in play
  belief.ensure_h(S)
  local target = (decision.args or EMPTY).target
  local sign = (target and (S.H[target] or 0) > 0) and -1 or 1
  return best_card(S, view, n, sign)
end

-- Phase 3 (C-11) and an ability's cost: the card least worth keeping.
-- A player known to be hostile (H at least FOE) within our reach: a card
-- that could hurt them at our next turn is worth keeping (S.foe_near,
-- read by worth.want) rather than thrown away at the hand limit.
local FOE = 0.6

function answers.discard(S, view, decision, options)
  local n = read_options(S, view, options)
  scan.all(S, view)
  local near = false
  if decision.kind == "discard" then
    scan.table(S, view)
    belief.ensure_h(S)
    local me, r, H, ring = S.me, S.REACH[S.me], S.H, S.ring
    for i = 1, S.nalive do
      local q = ring[i]
      if q ~= me and H[q] >= FOE and scan.distance(S, me, q) <= r then near = q; break end
    end
  end
  S.foe_near = near and true
  local pick = cheapest(S, view, n) or 1
  S.foe_near = false
  S.near_foe = near -- (the foe, for a hint: bot/why.lua)
  return pick
end

-- Kit Carlson (C-46): the card least worth having goes back.
function answers.put_back(S, view, decision, options)
  return pick_card(S, view, options, -1)
end

-- Jesse Jones (C-44): a card from the foe with most cards (worth the most);
-- Pedro Ramirez (C-49): the discard pile's top if it is a good card.
function answers.draw_source(S, view, decision, options)
  scan.all(S, view)
  local best, pick = 0.25, find_cmd(S, read_options(S, view, options), "draw deck") or 1
  for j = 1, #options do
    local o = options[j]
    if o.target then
      belief.ensure_h(S)
      local q = o.target
      local H, n = S.H, S.HANDN[q]
      local v = H[q] * min(n, 5) / 5 + 0.05 * n
      if H[q] > 0.2 and v > best then best, pick = v, j end
    elseif o.discard then
      local top = view:top("discard")
      if top then
        local it = info_of(S, view, top)
        if want(S, it, S.HAND[it.id] or 0) >= 6.3 then return j end
      end
    end
  end
  return pick
end

-- Any other decision: a card to take ("pick <card>": the General Store,
-- C-27) is the one most worth having; else the first option.
function answers.other(S, view, decision, options)
  local n = read_options(S, view, options)
  local cards, cmds = S.option_card, S.option_cmd
  for j = 1, n do
    if cards[j] and cmds[j]:sub(1, 5) == "pick " then
      scan.all(S, view)
      return best_card(S, view, n, 1)
    end
  end
  return 1
end

return answers
