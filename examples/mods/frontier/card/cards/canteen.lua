-- Canteen (the example mod "frontier"): a new card for the card game.
-- Brown: regain 1 life and draw 1 card. The stock computer players know
-- it by its declared traits `heals` and `draws`; the rules warn before
-- drinking it at full life (they read `heals`).
return {
  id = "canteen",
  name = N_"Canteen",
  text = N_"Regain 1 life and draw 1 card.",
  border = "brown",
  heals = 1,
  draws = 1,
  deck = { { "H", 5 }, { "D", 5 }, { "C", 5 } },
  choices = function(g, api, player, card)
    return { { label = N_"Drink from the {card}" } }
  end,
  resolve = function(g, api, player, card, choice)
    api.heal(g, player, 1, "C-23")
    api.draw(g, player, 1, "C-26")
  end,
}
