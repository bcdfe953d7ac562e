-- rules/refuse.lua: why a typed "play <card> ..." is not among the options
-- (a reason and the rule that forbids it), for the prompt and scenarios:
-- no such card, not in your hand, the BANG! limit (C-20), a second card of
-- one name in play (C-9), then the card's own `refuse`, else range (C-14).

local core = require "rules.core"
local api = core.api

local function refuse(g, decision, typed)
  typed = typed:lower()
  local verb, what = typed:match("^(%S+)%s*(%S*)")
  if decision.kind ~= "play" or verb ~= "play" or what == "" then return nil end
  local script = core.cards[what]
  if not script then
    return { id = N_"There is no card called {name}.", args = { name = what } }
  end
  local p = decision.player
  local has = false
  for _, id in ipairs(g:cards("hand", p)) do if g:card(id) == what then has = true end end
  if not has then
    return { id = N_"You have no {card} in your hand.", args = { card = script.name } }
  end
  if api.serves_as(p, script, "shot") and not api.bang_allowed(g, p) then
    return { id = N_"Only one BANG! per turn.", rule = "C-20" }
  end
  if script.border == "blue" and not script.choices and api.in_play(g, p, what) then
    return { id = N_"You already have a {card} in play.", args = { card = script.name }, rule = "C-9" }
  end
  -- The card's own reason: refuse(g, api, player, words), words being what
  -- was typed after "play <card>".
  if script.refuse then
    local words = {}
    for word in typed:gmatch("%S+") do words[#words + 1] = word end
    table.remove(words, 1)
    table.remove(words, 1)
    local why = script.refuse(g, api, p, words)
    if why then return why end
  end
  return { id = N_"That card cannot be played that way now (target out of range?).", rule = "C-14" }
end

return refuse
