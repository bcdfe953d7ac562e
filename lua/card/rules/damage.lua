-- rules/damage.lua: losing and regaining life, lethal damage and the save
-- (C-23, C-24, C-34), elimination with its reward and penalty (C-35,
-- C-36), and the end of the game (C-37). Damage is announced as the event
-- life_lost only after the lethal-damage check: a reaction declared
-- `survived` gets nothing for a life point its player did not survive
-- (FAQ Q16).

local core = require "rules.core"
local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)
local log = api.log

local function team_won(g, wanted)
  local list = {}
  for p = 1, M.players(g) do if wanted[M.role(g, p)] then list[#list + 1] = p end end
  return list
end

local function finish(g, id, args, winners)
  log(g, "C-37", id, args)
  g:finish { id = id, args = args, winners = winners, rule = "C-37" }
  error(prelude.GAME_OVER, 0)
end

-- C-37: checked once the effect that eliminated someone has resolved.
local function check_end(g)
  local sheriff_alive, bad_alive = false, false
  local alive, roles = api.alive_seats(g), core.state.roles -- (set once a game: no g:role call)
  for _, p in ipairs(alive) do
    local role = roles[p]
    if role == "sheriff" then sheriff_alive = true end
    if role == "outlaw" or role == "renegade" then bad_alive = true end
  end
  if not sheriff_alive then
    if #alive == 1 and M.role(g, alive[1]) == "renegade" then
      finish(g, NC_("card game", "The Renegade {player} is the last one standing and wins."), { player = alive[1] },
             { alive[1] })
    end
    finish(g, NC_("card game", "The Sheriff is eliminated: the Outlaws win."), nil, team_won(g, { outlaw = true }))
  end
  if not bad_alive then
    finish(g, N_"All Outlaws and the Renegade are eliminated: the Sheriff and the Deputies win.",
           nil, team_won(g, { sheriff = true, deputy = true }))
  end
end

-- After a card, a start-of-turn check or a phase-2 ability has finished:
-- the end of the game (C-37), the effects that waited for the card (C-53,
-- C-40, C-43), and the turn if its player is out.
function api.settle(g)
  local state = core.state
  -- Someone was eliminated since the last settle (state.dirty, set only
  -- then): only then may the turn's player be out.
  local eliminated = false
  repeat
    if state.dirty then
      state.dirty, eliminated = false, true
      check_end(g)
    end
    if state.waiting[1] then core.run_waiting(g) end
  until not state.dirty
  if eliminated and state.turn and not M.alive(g, state.turn.player) then error(core.TURN_OVER, 0) end
end

-- C-35 (FAQ Q07): the eliminated player chooses the order in which his
-- cards go to the discard pile. It matters only when the next player to
-- play may take the pile's top in phase 1 (the `draws_from_discard`
-- trait): only then is he asked which card goes on top.
local function discard_in_order(g, p, cards)
  local state = core.state
  local top
  local types, distinct = {}, 0
  for _, id in ipairs(cards) do
    local type = M.card(g, id)
    if not types[type] then types[type] = id; distinct = distinct + 1 end
  end
  if distinct > 1 then
    local turn_player = state.turn and state.turn.player or M.active(g)
    local next_player = api.next_alive(g, turn_player)
    if next_player ~= p and api.character_of(next_player).draws_from_discard then
      -- They wait on the table while he chooses: no longer his.
      for _, id in ipairs(cards) do M.move(g, id, "table") end
      local options = {}
      for _, id in ipairs(cards) do
        local type = M.card(g, id)
        if types[type] == id then
          options[#options + 1] = { cmd = "top " .. type, label = N_"Put {card} on top",
                                    args = { card = api.card_arg(g, id) }, card = id }
        end
      end
      top = api.choose(g, p, "discard_order",
                       N_"You are eliminated: which of your cards goes on top of the discard pile?",
                       { target = next_player }, options).card
    end
  end
  for _, id in ipairs(cards) do
    if id ~= top then M.move(g, id, "discard") end
  end
  if top then
    M.move(g, top, "discard")
    log(g, "C-35", N_"{player} puts {card} on top of the discard pile.",
        { player = p, card = api.card_arg(g, top) })
  end
end

-- C-35, C-36: p is out, eliminated by source (nil: nobody).
local function eliminate(g, p, source)
  local state = core.state
  M.eliminate(g, p, source ~= p and source or nil)
  api.note_out(p, source)
  state.alive = nil
  state.dirty = true
  state.debt[p] = 0
  if state.logging then
    log(g, "C-35", N_"{player} is eliminated: they were the {role}.",
        { player = p, role = core.names.role[M.role(g, p)] })
  end
  local cards = {}
  for _, id in ipairs(M.cards(g, "hand", p)) do cards[#cards + 1] = id end
  for _, id in ipairs(M.cards(g, "play", p)) do cards[#cards + 1] = id end
  -- A character may take them first (Vulture Sam, C-54): what is still the
  -- eliminated player's afterwards is discarded.
  if core.heard("eliminated", p) then M.emit(g, "eliminated", { player = p, source = source, cards = cards }, p) end
  local left = {}
  for _, id in ipairs(cards) do
    local _, owner = M.where(g, id)
    if owner == p then left[#left + 1] = id end
  end
  discard_in_order(g, p, left)
  if source and source ~= p and M.alive(g, source) then
    local roles = core.state.roles -- (set once a game: no g:role call)
    if roles[p] == "outlaw" then
      api.draw(g, source, 3, "C-36", NP_("{player} eliminated an Outlaw and draws a card.",
                                         "{player} eliminated an Outlaw and draws {n} cards."))
    elseif roles[p] == "deputy" and roles[source] == "sheriff" then
      log(g, "C-36", N_"The Sheriff eliminated a Deputy and discards every card.", { player = source })
      for _, id in ipairs(M.cards(g, "hand", source)) do api.discard(g, id) end
      for _, id in ipairs(M.cards(g, "play", source)) do M.move(g, id, "discard") end
    end
  end
end

-- Regain life, paying off any debt below 0 first (C-34). Never above max.
function api.heal(g, p, amount, rule)
  local state = core.state
  local debt = state.debt[p] or 0
  local pay = math.min(debt, amount)
  state.debt[p] = debt - pay
  local before = M.life(g, p)
  local after = before
  if amount > pay then after = M.set_life(g, p, before + amount - pay) end
  local n = after - before + pay
  if core.state.logging then
    if n == 0 then
      log(g, rule, N_"{player} is already at full life.", { player = p })
    else
      log(g, rule, NP_("{player} regains {n} life (now at {life}).", "{player} regains {n} life (now at {life})."),
          { player = p, n = n, life = after - state.debt[p] })
    end
  end
end

local DIE = { cmd = "die", label = N_"Accept being eliminated" } -- made once (read-only)
-- Marked once (NP_ joins its two forms), not at every question.
local SAVE_PROMPT = NP_("You are at {n} life: save yourself?", "You are at {n} life: save yourself?")
local DRINK_LABEL = N_"Drink a {card}"
-- Which cards save a seat's player (kept per seat, not made per question).
local SAVES = setmetatable({}, { __index = function(t, p)
  local pass = function(_, script) return api.serves_as(p, script, "saves") end
  t[p] = pass
  return pass
end })
-- Without substitutes (C-42) a card saves only by its own trait (as
-- api.serves_as says): no call to it per card.
local function saves_only(_, script) return script.saves end

-- C-34: p is at 0 life (or below, by state.debt): a card that `saves`
-- (Beer, C-23; not with two players left, C-24) or an ability offered
-- through save_options, or out.
local function survive_or_die(g, p, source)
  local state = core.state
  while M.life(g, p) == 0 do
    local options
    if #api.alive_seats(g) > 2 then
      options = core.hand_options(g, p, "play", DRINK_LABEL, state.characters[p].substitutes and SAVES[p] or saves_only)
    else
      options = {}
    end
    if core.heard("save_options", p) then M.emit(g, "save_options", { player = p, options = options }, p) end
    options[#options + 1] = DIE
    local option = api.choose(g, p, "save", SAVE_PROMPT, { n = -state.debt[p] }, options)
    if option.cmd == "die" then break end
    if option.run then
      option.run(g, api, p, option)
    else
      api.discard(g, option.card)
      if core.state.logging then
        log(g, "C-23", N_"{player} drinks a Beer to stay alive.", { player = p })
      end
      api.heal(g, p, 1, "C-34")
    end
  end
  if M.life(g, p) == 0 then eliminate(g, p, source) end
end

-- p loses amount life; cause: what the card calls it ("bang", "gatling",
-- ...); source: the player who played the card (nil: nobody); rule: the
-- rule of the card that hurt them. A hit that leaves p at 0 life or below
-- cites lethal damage (C-34) instead: that is the rule that applies next.
function api.lose_life(g, p, amount, source, cause, rule)
  local state = core.state
  -- In play? The kept seats in play say it without a g:alive call (kept
  -- until someone is eliminated: rules/distance.lua).
  local alive = state.alive
  if alive then alive = state.alive_index[p] ~= nil else alive = M.alive(g, p) end
  if not alive or amount <= 0 then return end
  local before = M.life(g, p)
  local after = M.set_life(g, p, before - amount)
  local over = amount - before -- what goes below 0 (as math.max(0, ...), without the call)
  state.debt[p] = (state.debt[p] or 0) + (over > 0 and over or 0)
  local left = after - state.debt[p]
  if core.state.logging then
    log(g, (left <= 0 or not rule) and "C-34" or rule, NP_("{player} loses {n} life (now at {life}).", "{player} loses {n} life (now at {life})."),
        { player = p, n = amount, life = left })
  end
  api.note_hostility(source, p, amount)
  if after == 0 then survive_or_die(g, p, source) end -- (g:set_life gave the life now)
  if state.hears.life_lost & (1 | 1 << p) ~= 0 then -- (core.heard, in place)
    M.emit(g, "life_lost", { player = p, amount = amount, source = source, cause = cause }, p)
  end
end

return api
