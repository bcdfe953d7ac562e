-- Beer (C-23, C-24): regain 1 life on your turn; out of turn only when
-- taking lethal damage (rules.lua offers that). With two players left it
-- may be played but heals nothing.
return {
  id = "beer",
  name = N_"Beer",
  text = N_"Regain 1 life. Out of turn only to survive lethal damage. With two players left it heals nothing.",
  border = "brown",
  rule = "C-23",
  saves = true,
  heals = 1,
  deck = { { "H", 6 }, { "H", 7 }, { "H", 8 }, { "H", 9 }, { "H", 10 }, { "H", 11 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Drink a {card}")
  end,
  resolve = function(g, api, player, card, choice)
    if #api.alive_seats(g) <= 2 then
      api.log(g, "C-24", N_"With two players left, the Beer heals nothing.")
      return
    end
    api.heal(g, player, 1, "C-23")
  end,
}
