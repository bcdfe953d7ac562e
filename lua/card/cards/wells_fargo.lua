-- Wells Fargo (C-26): draw 3 cards.
return {
  id = "wells_fargo",
  name = N_"Wells Fargo",
  text = N_"Draw 3 cards.",
  border = "brown",
  rule = "C-26",
  draws = 3,
  deck = { { "H", 3 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: draw 3 cards")
  end,
  resolve = function(g, api, player, card, choice)
    api.draw(g, player, 3, "C-26")
  end,
}
