-- Saloon in solo (S-10): every character in play regains 1 life.
local base = require "card:cards.saloon"
return {
  id = "saloon",
  name = base.name,
  text = N_"Every character in play regains 1 life.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    for _, q in ipairs(api.seats_in_play(b)) do api.heal(b, q, 1, "S-10") end
  end,
}
