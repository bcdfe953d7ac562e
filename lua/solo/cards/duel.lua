-- Duel in solo (S-10, S-12): only between the Sheriff and an Outlaw,
-- answered in step (b) with face-up BANG! cards, the target first; each
-- must discard one while he can; the first who cannot loses 1 life. The
-- BANG!s spent do not count toward the limit of step (c).
local base = require "card:cards.duel"
return {
  id = "duel",
  name = base.name,
  text = N_"Only between the Sheriff and an Outlaw: starting with the target, each discards a face-up BANG! in turn; the first who cannot loses 1 life.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  uses = function(b, api, s, id)
    local list = {}
    for _, q in ipairs(api.opponents(b, s)) do list[#list + 1] = { target = q } end
    return list
  end,
  resolve = function(b, api, s, id, use)
    local turn, other = use.target, s
    while api.discard_bang(b, turn, s, "S-10") do turn, other = other, turn end
  end,
}
