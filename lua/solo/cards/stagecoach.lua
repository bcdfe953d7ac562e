-- Stagecoach in solo (S-10, S-4): its player draws 2 face-up cards; one
-- of an earlier step (a blue card) sends play back to step (a).
local base = require "card:cards.stagecoach"
return {
  id = "stagecoach",
  name = base.name,
  text = N_"Draw 2 face-up cards. A blue card drawn sends play back to the blue cards.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    api.draw_faceup(b, s, 2, "S-10")
  end,
}
