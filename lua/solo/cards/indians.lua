-- Indians! in solo (S-10): played by an Outlaw it affects only the
-- Sheriff, by the Sheriff only the Outlaws in play: each discards a
-- face-up BANG! (always, if he has one) or loses 1 life.
local base = require "card:cards.indians"
return {
  id = "indians",
  name = base.name,
  text = N_"Each opponent discards a face-up BANG! or loses 1 life: played by an Outlaw it hits only the Sheriff, by the Sheriff every Outlaw.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    for _, q in ipairs(api.opponents(b, s)) do api.discard_bang(b, q, s, "S-10") end
  end,
}
