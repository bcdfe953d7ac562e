-- Volcanic in solo (S-5): an ordinary weapon here, adding 1 to the one
-- BANG! its owner may fire each turn (1 + 1, no unlimited BANG!s); a new
-- weapon replaces the old.
local base = require "card:cards.volcanic"
return {
  id = "volcanic",
  name = base.name,
  text = N_"Step (a): a weapon in front of its owner: as many more BANG!s each turn as the number on it. One weapon each: a new one replaces the old.",
  border = "blue",
  rule = "S-5",
  sub = "a",
  weapon = base.range,
  deck = base.deck,
  uses = function(b, api, s, id) return api.blue_uses(b, s, id) end,
}
