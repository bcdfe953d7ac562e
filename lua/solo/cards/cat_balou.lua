-- Cat Balou in solo (S-10): discard a chosen card of an opponent (all
-- cards are face up, so the player chooses), face-up or in play.
local base = require "card:cards.cat_balou"
return {
  id = "cat_balou",
  name = base.name,
  text = N_"Discard a card of an opponent, chosen among their face-up cards and their blue cards in play. Outlaws aim only at the Sheriff, the Sheriff only at Outlaws.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  uses = function(b, api, s, id)
    local list = {}
    for _, q in ipairs(api.opponents(b, s)) do
      for _, card in ipairs(b.faceup[q]) do list[#list + 1] = { target = q, item = card } end
      for _, card in ipairs(api.blue_in_play(b, q)) do list[#list + 1] = { target = q, item = card } end
    end
    return list
  end,
  resolve = function(b, api, s, id, use)
    local q = use.target
    api.log(b, "S-10", N_"{player} makes {target} discard {card}.",
            { player = s, target = q, card = api.script(b, use.item).name })
    api.discard(b, use.item, q)
    api.emptied(b, q)
  end,
}
