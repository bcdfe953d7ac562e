-- rules/warn.lua: whether a legal option would harm the very player who
-- takes it, so that a front end can ask "are you sure?" first
-- (bang_game_option_warning). Only what is plainly a waste, read from the
-- traits: a card (or an ability option) that `heals` when its player is at
-- full life (C-23), a Beer (`saves`) with two players left (C-24), a weapon
-- (`range`) that would replace one in play reaching farther without
-- lifting the one-BANG! limit (C-14, C-20), and taking a hit that takes the
-- last life while the hand holds what would stop it (C-21, C-29, C-34). A
-- warning never makes an option illegal.

local core = require "rules.core"
local api = core.api

-- Taking a hit (a shot, a Duel, Indians!) at 1 life while the options
-- offer enough cards from the hand to stop it: the first such card, else
-- nil. (A Barrel's draw! is luck, not a card that stops it.)
local function card_that_stops(g, decision, option)
  if option.cmd ~= "hit" or g:life(decision.player) > 1 then return nil end
  local needed = decision.kind == "answer" and decision.args and decision.args.n or 1
  local types, first = {}, nil
  for _, other in ipairs(decision.options) do
    if other.card then
      types[api.type_of(g, other.card)] = true
      first = first or other.card
    end
  end
  if not first then return nil end
  -- The options name one card of each type: count the hand's cards of them.
  local count = 0
  for _, id in ipairs(g:cards("hand", decision.player)) do
    if types[api.type_of(g, id)] then count = count + 1 end
  end
  return count >= needed and first or nil
end

-- warn(g, decision, option) -> { id, args, rule } or nil.
local function warn(g, decision, option)
  local p = decision.player
  if decision.kind == "answer" or decision.kind == "discard_bang" then
    local card = card_that_stops(g, decision, option)
    if card then
      return { id = N_"This would take your last life, and your {card} can stop it.",
               args = { card = api.card_arg(g, card) }, rule = "C-34" }
    end
    return nil
  end
  if decision.kind ~= "play" then return nil end
  local id = option.card
  local script = id and (option.as and core.cards[option.as] or api.script_of(g, id))
  local card = id and api.card_arg(g, id)
  -- C-23: healing at full life heals nothing (a card, or an ability
  -- option that declares what it heals).
  if ((script and script.heals) or option.heals) and g:life(p) >= g:max_life(p) then
    if card then
      return { id = N_"You are at full life: {card} would heal nothing.", args = { card = card },
               rule = "C-23" }
    end
    return { id = N_"You are at full life: this would heal nothing.", rule = "C-23" }
  end
  -- C-24: with two players left a Beer heals nothing.
  if script and script.saves and script.heals and #api.alive_seats(g) <= 2 then
    return { id = N_"With two players left, {card} would heal nothing.", args = { card = card },
             rule = "C-24" }
  end
  -- C-14: one weapon in play; a new one replaces the old. A shorter one
  -- that lifts the one-BANG! limit (a Volcanic, C-20) is a trade, not a
  -- waste, unless its player has no limit already (Willy the Kid).
  local choice = option.choice
  if script and script.range and not option.as and (not choice or (choice.place_on or p) == p) then
    local old = api.weapon_of(g, p)
    local old_script = old and api.script_of(g, old)
    local old_range = old_script and old_script.range
    local trade = script.unlimited_bang and not api.has_trait(g, p, "unlimited_bang")
    if old_range and old_range > script.range and not trade then
      return { id = N_"{card} reaches {n}, less than the {other_card} it would replace ({range}).",
               args = { card = card, n = script.range, other_card = api.card_arg(g, old), range = old_range },
               rule = "C-14" }
    end
  end
  return nil
end

return warn
