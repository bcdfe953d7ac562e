-- General Store in solo (S-10, S-4, S-12): reveal one card per character
-- in play (an Outlaw card is set aside and replaced); the player allots
-- them, starting with whoever played it, clockwise (rules/turn.lua asks).
-- A blue card so given sends play back to step (a).
local base = require "card:cards.general_store"
return {
  id = "general_store",
  name = base.name,
  text = N_"Reveal one card per character in play; you give one to each, starting with whoever played it, clockwise. A blue card given sends play back to the blue cards.",
  border = "brown",
  rule = "S-10",
  sub = "b",
  deck = base.deck,
  resolve = function(b, api, s, id, use)
    for _ = 1, #api.seats_in_play(b) do
      local card = api.draw(b)
      if not card then break end
      b.store[#b.store + 1] = card
      if b.g then b.g:move(card, "table") end
    end
    b.store_next = s
  end,
}
