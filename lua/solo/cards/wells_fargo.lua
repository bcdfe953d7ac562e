-- Wells Fargo in solo (S-10, S-4): its player draws 3 face-up cards; one
-- of an earlier step (a blue card) sends play back to step (a).
local base = require "card:cards.wells_fargo"
return {
  id = "wells_fargo",
  name = base.name,
  text = N_"Draw 3 face-up cards. A blue card drawn sends play back to the blue cards.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    api.draw_faceup(b, s, 3, "S-10")
  end,
}
