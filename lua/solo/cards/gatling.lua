-- Gatling in solo (S-10): a shot at each opponent (Outlaw: the Sheriff;
-- Sheriff: every Outlaw in play), answered at once by a Barrel and a
-- face-up Missed!.
local base = require "card:cards.gatling"
return {
  id = "gatling",
  name = base.name,
  text = N_"A shot at each opponent: played by an Outlaw only the Sheriff, by the Sheriff every Outlaw. A Barrel or a face-up Missed! cancels it.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    for _, q in ipairs(api.opponents(b, s)) do api.shoot(b, s, q, 1, "S-10", false) end
  end,
}
