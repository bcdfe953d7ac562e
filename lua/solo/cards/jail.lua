-- Jail in solo (S-10): only the Sheriff plays it, only on an Outlaw in
-- play; an Outlaw's Jail cannot be played and is discarded (S-4). In
-- phase 2 the prisoner draws!: unless a Heart he gets no cards this turn;
-- the Jail is discarded either way (rules/turn.lua).
local base = require "card:cards.jail"
return {
  id = "jail",
  name = base.name,
  text = N_"Step (a): only the Sheriff plays it, on an Outlaw. In phase 2 the Outlaw draws!: unless it is a Heart he gets no cards this turn. Then the Jail is discarded.",
  border = "blue",
  rule = "S-10",
  sub = "a",
  jails = true,
  harmful = true,
  deck = base.deck,
  uses = function(b, api, s, id)
    if not api.is_sheriff(b, s) then return {} end
    local list = {}
    for _, q in ipairs(api.opponents(b, s)) do
      if not api.find(b, b.play[q], b.kind[id]) then list[#list + 1] = { target = q } end
    end
    return list
  end,
}
