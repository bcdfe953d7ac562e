-- BANG! in solo (S-5, S-6): fired in step (c), up to 1 + the weapon's
-- number each turn; an Outlaw shoots only the Sheriff, the Sheriff any
-- Outlaw in play; a face-up Missed! of the target cancels it. The rules
-- (rules/turn.lua) fire it: its `shot` trait is all it declares.
local base = require "card:cards.bang"
return {
  id = "bang",
  name = base.name,
  text = N_"Step (c): shoot an opponent (Outlaws shoot only the Sheriff); a face-up Missed! cancels it. Each character fires 1 BANG! per turn plus the weapon's number; extra BANG! cards are discarded.",
  border = "brown",
  rule = "S-5",
  sub = "c",
  shot = true,
  deck = base.deck,
}
