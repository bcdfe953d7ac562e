-- Stagecoach (C-26): draw 2 cards.
return {
  id = "stagecoach",
  name = N_"Stagecoach",
  text = N_"Draw 2 cards.",
  border = "brown",
  rule = "C-26",
  draws = 2,
  deck = { { "S", 9 }, { "S", 9 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: draw 2 cards")
  end,
  resolve = function(g, api, player, card, choice)
    api.draw(g, player, 2, "C-26")
  end,
}
