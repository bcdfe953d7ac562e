-- Beer in solo (S-7): played last, in step (d): its owner regains 1 life,
-- even with only two characters left; a character at 0 life is
-- eliminated only after the last face-up Beer.
local base = require "card:cards.beer"
return {
  id = "beer",
  name = base.name,
  text = N_"Step (d): its owner regains 1 life, even with two characters left. A character at 0 life or below is eliminated only after the Beers.",
  border = "brown",
  rule = "S-7",
  sub = "d",
  heals = 1,
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    api.heal(b, s, 1, "S-7")
  end,
}
