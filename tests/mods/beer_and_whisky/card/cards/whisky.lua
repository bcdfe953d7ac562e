-- Whisky (a test mod's card): regain 2 life. The stock bots know it only
-- by its declared trait `heals`; it has no `ai` hint.
return {
  id = "whisky",
  name = N_"Whisky",
  text = N_"Regain 2 life.",
  border = "brown",
  heals = 2,
  deck = { { "H", 2 }, { "H", 3 }, { "H", 4 } },
  choices = function(g, api, player, card)
    return { { label = N_"Drink a {card}" } }
  end,
  resolve = function(g, api, player, card, choice)
    api.heal(g, player, 2, "C-23")
  end,
}
