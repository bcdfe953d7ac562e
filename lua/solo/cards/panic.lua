-- Panic! in solo (S-10): take from an opponent (Outlaws from the Sheriff,
-- the Sheriff from an Outlaw) a random face-up card, which joins the
-- player's face-up cards, or a chosen blue card in play, which goes into
-- play in front of the player (a weapon replaces his; a second card of a
-- name is discarded; a Jail taken by the Sheriff is discarded, since
-- only Outlaws can be in Jail).
local base = require "card:cards.panic"
return {
  id = "panic",
  name = base.name,
  text = N_"Take from an opponent a random face-up card, or a blue card they have in play, which goes into play in front of you. Outlaws take only from the Sheriff, the Sheriff only from Outlaws.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  uses = function(b, api, s, id)
    local list = {}
    for _, q in ipairs(api.opponents(b, s)) do
      if #b.faceup[q] > 0 then list[#list + 1] = { target = q, random = true } end
      for _, card in ipairs(api.blue_in_play(b, q)) do list[#list + 1] = { target = q, item = card } end
    end
    return list
  end,
  resolve = function(b, api, s, id, use)
    local q = use.target
    if use.random then
      local from = b.faceup[q]
      local card = from[api.random(b, #from)]
      api.log(b, "S-10", N_"{player} takes a random face-up card of {target}: {card}.",
              { player = s, target = q, card = api.script(b, card).name })
      api.to_faceup(b, card, s)
      api.emptied(b, q)
    elseif api.script(b, use.item).jails and api.is_sheriff(b, s) then
      -- A Jail is never in front of the Sheriff (S-10): taken, it is discarded.
      api.log(b, "S-10", N_"{player} takes {target}'s {card}, which cannot be in front of the Sheriff: it is discarded.",
              { player = s, target = q, card = api.script(b, use.item).name })
      api.discard(b, use.item, q)
    else
      api.log(b, "S-10", N_"{player} takes {target}'s {card}.",
              { player = s, target = q, card = api.script(b, use.item).name })
      api.to_play(b, use.item, s)
    end
  end,
}
