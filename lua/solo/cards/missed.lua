-- Missed! in solo (S-6, S-12): never played on its own; it cancels a shot
-- at its owner at once, and one left over is discarded after step (c).
local base = require "card:cards.missed"
return {
  id = "missed",
  name = base.name,
  text = N_"Cancels a shot at its owner, always. Missed! cards left when the BANG! step ends are discarded.",
  border = "brown",
  rule = "S-6",
  sub = "c",
  dodge = true,
  deck = base.deck,
}
