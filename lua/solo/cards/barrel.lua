-- Barrel in solo (S-10, S-12): as in the card game, and always drawn for.
local base = require "card:cards.barrel"
return {
  id = "barrel",
  name = base.name,
  text = N_"Step (a): put it in front of its owner. Each shot at them is checked with a draw! first: a Heart cancels it.",
  border = "blue",
  rule = "S-10",
  sub = "a",
  dodge_check = true,
  deck = base.deck,
  uses = function(b, api, s, id) return api.blue_uses(b, s, id) end,
}
