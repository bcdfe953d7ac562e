-- Dynamite in solo (S-10): put in front of its owner; in phase 1 it
-- explodes on a Spade 2-9 (3 life, no Beer can help: S-7), else it passes
-- clockwise, the Sheriff included (rules/turn.lua).
local base = require "card:cards.dynamite"
return {
  id = "dynamite",
  name = base.name,
  text = N_"Step (a): put it in front of its owner. In phase 1 it explodes on a Spade 2 to 9 (3 life lost); otherwise it passes clockwise, the Sheriff included.",
  border = "blue",
  rule = "S-10",
  sub = "a",
  explodes = true,
  harmful = true,
  deck = base.deck,
  uses = function(b, api, s, id) return api.blue_uses(b, s, id) end,
}
