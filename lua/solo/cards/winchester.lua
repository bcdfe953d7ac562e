-- Winchester in solo (S-5): a weapon adds its number to the one BANG! its
-- owner may fire each turn; a new weapon replaces the old.
local base = require "card:cards.winchester"
return {
  id = "winchester",
  name = base.name,
  text = N_"Step (a): a weapon in front of its owner: as many more BANG!s each turn as the number on it. One weapon each: a new one replaces the old.",
  border = "blue",
  rule = "S-5",
  sub = "a",
  weapon = base.range,
  deck = base.deck,
  uses = function(b, api, s, id) return api.blue_uses(b, s, id) end,
}
