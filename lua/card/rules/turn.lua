-- rules/turn.lua: a player's turn (C-7 .. C-11): the start-of-turn checks
-- of cards in play (Dynamite, then Jail), phase 1 (draw two, unless a
-- draw_phase handler draws instead), phase 2 (play cards and abilities:
-- the cards' own choices, cards played as another through a character's
-- `substitutes` (C-42), options added by play_options handlers; one BANG!
-- per turn, C-20), and phase 3 (discard down to the life, C-11). Each card
-- is resolved whole before rules settle (C-37, C-53).

local core = require "rules.core"
local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)
local log = api.log
local type_of, command = api.type_of, core.command

-- Player p may play another card named BANG! this turn? (C-20)
function api.bang_allowed(g, p)
  return core.state.turn.bangs < 1 or api.has_trait(g, p, "unlimited_bang")
end

function api.count_bang(g) core.state.turn.bangs = core.state.turn.bangs + 1 end

-- A card with no way to be played now (read-only, like the kept lists).
local NO_CHOICES = {}

-- The ways p can play a blue card without `choices` now (C-9): in front
-- of p if p has none of that name. (play_options calls a card's own
-- `choices` itself.)
local function blue_choices(g, p, script)
  if script.border ~= "blue" then return NO_CHOICES end
  -- api.in_play in place (play_options lists: the cards in play are read)
  local scripts, type = core.state.play.scripts[p], script.id
  for i = 1, #scripts do
    if scripts[i].id == type then return NO_CHOICES end
  end
  local blue = core.state.memo.blue -- the same list each time (core.lua)
  local list = blue[p]
  if not list then
    list = { core.share { arg = nil, label = N_"Put {card} in play", place_on = p } }
    blue[p] = list
  end
  return list
end

-- C-42: the hand cards p may play as a card with another trait (the
-- character's `substitutes`, in a fixed order), with that card's choices.
local function substitute_options(g, p, options, substitutes, hand, count)
  local kept_shared = core.state.memo.shared
  -- The effects in a fixed order, sorted once per game and character.
  local effects = core.state.sorted_effects[substitutes]
  if not effects then
    effects = {}
    for effect in pairs(substitutes) do effects[#effects + 1] = effect end
    table.sort(effects)
    core.state.sorted_effects[substitutes] = effects
  end
  -- hand: the first card of each type in p's hand (play_options' list;
  -- nothing moves while options are listed). Whether a type may serve
  -- depends on the type alone: its first card stands for it.
  local types, cards = core.state.types, core.cards
  for _, effect in ipairs(effects) do
    local as = api.card_with(effect)
    if as and as.choices then
      for i = 1, count do
        local id = hand[i]
        local type = types[id] or type_of(g, id) -- type_of, without a call once known
        local script = cards[type]
        if not script[effect] and api.serves_as(p, script, effect) then
          -- The options kept for this type played as that card, per memo
          -- (core.lua; the choices' memo is the game's): looked up once
          -- for all its choices.
          local kept_memo, kept_as
          for _, choice in ipairs(as.choices(g, api, p, id)) do
            -- A shared choice's option is kept (core.lua).
            local memo = kept_shared[choice]
            local kept
            if memo then
              if memo ~= kept_memo then
                kept_memo, kept_as = memo, core.memo_of(core.memo_of(memo.as, as.id), type)
              end
              kept = kept_as
            end
            local option = kept and kept[choice]
            if option then
              option.card = id
            else
              option = {
                cmd = command("play", type, choice.arg),
                label = choice.target and N_"Play {card} as {other_card} at {target}" or N_"Play {card} as {other_card}",
                args = { card = script.name, other_card = as.name, target = choice.target },
                card = id, choice = choice, as = as.id }
              if kept then kept[choice] = option end
            end
            options[#options + 1] = option
          end
        end
      end
    end
  end
end

-- The option that plays card id (of that type and script) this way. A
-- shared choice is read-only: its option gets args of its own.
local function new_option(type, script, choice, id, shared)
  local args = choice.args
  if shared then
    local own = {}
    if args then for k, v in pairs(args) do own[k] = v end end
    args = own
  end
  args = args or {}
  args.card = args.card or script.name
  return { cmd = command("play", type, choice.arg), label = choice.label, args = args, card = id,
           choice = choice }
end

-- Options with nothing to set are made once (read-only, like the kept ones).
local END_TURN = { cmd = "end", label = N_"End the turn" }

local function play_options(g, p)
  local state = core.state
  local types, cards = state.types, core.cards
  local kept_shared = state.memo.shared
  local kept_by_type = state.memo.options
  -- The first card of each type in hand (it stands for the others), into
  -- a list kept for this; room for eight options made at once.
  local hand, count = M.one_per_type(g, "hand", p, state.listing_kinds)
  -- One list per seat and game, filled anew at each of its decisions: the
  -- rules read it only until the option is chosen (api.choose), and the
  -- next listing comes after that card has been played.
  local options = state.option_lists[p]
  if not options then
    options = { nil, nil, nil, nil, nil, nil, nil, nil }
    state.option_lists[p] = options
  end
  local old, n = #options, 0
  -- Nothing moves until the listing ends (core.begin_listing, in place).
  core.fresh(g).listing = true
  for i = 1, count do
    local id = hand[i]
    local type = types[id] or type_of(g, id) -- type_of, without a call once known
    local script = cards[type]
    local own = script.choices
    local choices
    if own then
      choices = own(g, api, p, id)
    elseif script.border == "blue" then
      choices = blue_choices(g, p, script)
    else
      choices = NO_CHOICES -- a brown card without choices (Missed!): no call
    end
    -- The options kept for this type's shared choices, looked up first:
    -- most choices have one already (one look-up instead of four).
    local kept_options = kept_by_type[type] or false
    for k = 1, #choices do
      local choice = choices[k]
      if choice == nil then break end -- as ipairs would, were a script's list to have a hole
      local option = kept_options and kept_options[choice]
      if option then
        option.card = id
      else
        local memo = kept_shared[choice]
        if memo then -- a shared choice: its option is kept (core.lua)
          local kept = memo.options[type] or core.memo_of(memo.options, type)
          option = kept[choice]
          if option then
            option.card = id
          else
            option = new_option(type, script, choice, id, true)
            kept[choice] = option
          end
        else
          option = new_option(type, script, choice, id, false)
        end
      end
      n = n + 1
      options[n] = option
    end
  end
  for i = old, n + 1, -1 do options[i] = nil end -- (the last listing's tail)
  local substitutes = state.characters[p].substitutes
  if substitutes then substitute_options(g, p, options, substitutes, hand, count) end
  state.play.listing = false -- (core.end_listing, in place)
  if state.hears.play_options & (1 | 1 << p) ~= 0 then -- (core.heard, in place)
    M.emit(g, "play_options", { player = p, options = options }, p)
  end
  options[#options + 1] = END_TURN
  return options
end

local function play_card_aimed(g, p, option, choice)
  local id = option.card
  local script = core.cards[option.as or core.state.types[id] or type_of(g, id)] -- (script_of, in place)

  -- Taking a Jail or a Dynamite away from someone helps them: not hostile.
  local helps = choice and choice.taken and api.script_of(g, choice.taken).harmful
  if choice and choice.target and script.hostile and not helps then
    api.note_hostility(p, choice.target, 1)
  end
  if core.state.logging then
    if option.as then
      log(g, "C-42", N_"{player} plays {card} as {other_card} at {target}.",
          { player = p, card = api.card_arg(g, id), other_card = script.name, target = choice.target })
    elseif choice and choice.target then
      log(g, script.rule or "C-9", N_"{player} plays {card} at {target}.",
          { player = p, card = api.card_arg(g, id), target = choice.target })
    else
      log(g, script.rule or "C-9", N_"{player} plays {card}.", { player = p, card = api.card_arg(g, id) })
    end
  end
  if script.border == "blue" and not option.as then
    local owner = choice.place_on or p
    if script.resolve then script.resolve(g, api, p, id, choice) end
    api.put_in_play(g, id, owner)
  else
    api.discard(g, id) -- brown cards are played and discarded (C-9)
    if script.resolve then script.resolve(g, api, p, id, choice) end
  end
end

local function play_card(g, p, option)
  local state = core.state
  local choice = option.choice
  -- What the card is aimed at, for the public record (-1: everyone).
  local aiming = state.aiming
  state.aiming = choice and choice.target or -1
  play_card_aimed(g, p, option, choice)
  state.aiming = aiming
end

-- Resolve one card (or check, or ability) whole, then settle: effects
-- waiting for it run once it has finished (C-53, C-40, C-43).
local function resolve(g, p, id, fn, ...)
  local state = core.state
  state.depth = state.depth + 1 -- (handlers declared card_finished wait meanwhile: core.handler)
  fn(g, p, ...)
  state.depth = state.depth - 1
  if state.hears.card_finished & (1 | 1 << p) ~= 0 then M.emit(g, "card_finished", { player = p, card = id }, p) end
  -- api.settle has nothing to do unless someone was eliminated or an
  -- effect waits (most cards): no call then.
  if state.dirty or state.waiting[1] then api.settle(g) end
end

local function run_option(g, p, option)
  if option.run then option.run(g, api, p, option) else play_card(g, p, option) end
end

-- The result of the last start-of-turn check (a check is resolved whole
-- before the next one starts: one variable serves, no closure per check).
local check_result

local function turn_start_check(g, p, id)
  check_result = api.script_of(g, id).on_turn_start(g, api, p, id)
end

local function by_start_order(a, b) return a.order < b.order end

-- C-7: the cards in play with a start-of-turn check, by start_order.
local function start_of_turn_checks(g, p)
  local checks
  local ids, scripts = core.play_lists(g, p)
  for i = 1, #ids do
    local script = scripts[i]
    if script.on_turn_start then
      checks = checks or {} -- (most turns have none: no table then)
      checks[#checks + 1] = { id = ids[i], order = script.start_order or 9 }
    end
  end
  if not checks then return false end
  table.sort(checks, by_start_order)
  local skip = false
  for _, check in ipairs(checks) do
    local zone, owner = M.where(g, check.id)
    if zone == "play" and owner == p then
      check_result = nil
      resolve(g, p, check.id, turn_start_check, check.id)
      if check_result == "skip" then skip = true end
    end
  end
  return skip
end

local function draw_phase(g, p)
  if core.state.hears.draw_phase & (1 | 1 << p) ~= 0 -- (core.heard, in place)
     and M.emit(g, "draw_phase", { player = p, done = false }, p).done then
    return
  end
  api.draw(g, p, 2)
end

-- Made once (NP_ joins its two forms), not at every discard.
local DISCARD_PROMPT = NP_("Discard down to your life: {n} card too many.",
                           "Discard down to your life: {n} cards too many.")

-- The prompt's args for each number of cards too many, made once
-- (read-only, like the decision's other fields).
local DISCARD_ARGS = setmetatable({}, { __index = function(t, n)
  local args = { n = n }
  t[n] = args
  return args
end })

local DISCARD_LABEL = N_"Discard {card}" -- marked once, not per card

local function discard_phase(g, p)
  -- Read once: each discard is one card fewer, and nothing else happens
  -- meanwhile (no event, no effect).
  local over = M.count(g, "hand", p) - M.life(g, p)
  while over > 0 do
    local options = core.hand_options(g, p, "discard", DISCARD_LABEL)
    local option = api.choose(g, p, "discard", DISCARD_PROMPT, DISCARD_ARGS[over], options)
    if core.state.logging then
      log(g, "C-11", N_"{player} discards {card}.", { player = p, card = api.card_arg(g, option.card) })
    end
    M.move(g, option.card, "discard")
    over = over - 1
  end
end

local PLAY_PROMPT = N_"Play a card, or end the turn." -- marked once, not per decision

-- A scenario may start the first turn in a later phase (setup.start_phase):
-- phase 2 skips the start-of-turn checks and the draw, phase 3 the play too.
function api.play_turn(g, p)
  core.state.turn_number = g:turn() -- (the public record's acts say when)
  -- One turn table per game, filled anew each turn (nothing keeps it).
  local state = core.state
  local turn = state.turn_table
  if not turn then
    turn = {}
    state.turn_table = turn
  end
  turn.player, turn.bangs = p, 0
  state.turn = turn
  local from = core.state.start_phase or 1
  core.state.start_phase = nil
  local jailed = from == 1 and start_of_turn_checks(g, p)
  if not jailed then
    if from == 1 then draw_phase(g, p) end
    while from <= 2 do
      local option = api.choose(g, p, "play", PLAY_PROMPT, nil, play_options(g, p))
      if option.cmd == "end" then break end
      resolve(g, p, option.card, option.run and run_option or play_card, option)
    end
  end
  discard_phase(g, p)
end

return api
