-- rules/warn.lua: whether a legal option would harm the very player who
-- takes it, so that a front end can ask "are you sure?" first
-- (bang_game_option_warning). Only what is plainly a waste, read from the
-- traits: a card (or an ability option) that `heals` when its player is at
-- full life (C-23), and a weapon (`range`) that would replace one in play
-- reaching farther (C-14). A warning never makes an option illegal.

local core = require "rules.core"
local api = core.api

-- warn(g, decision, option) -> { id, args, rule } or nil.
local function warn(g, decision, option)
  if decision.kind ~= "play" then return nil end
  local p = decision.player
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
  -- C-14: one weapon in play; a new one replaces the old.
  local choice = option.choice
  if script and script.range and not option.as and (not choice or (choice.place_on or p) == p) then
    local old = api.weapon_of(g, p)
    local old_range = old and api.script_of(g, old).range
    if old_range and old_range > script.range then
      return { id = N_"{card} reaches {n}, less than the {other_card} it would replace ({range}).",
               args = { card = card, n = script.range, other_card = api.card_arg(g, old), range = old_range },
               rule = "C-14" }
    end
  end
  return nil
end

return warn
