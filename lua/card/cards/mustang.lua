-- Mustang (C-13): others see its owner at distance +1.
return {
  id = "mustang",
  name = N_"Mustang",
  text = N_"Other players see you at distance +1.",
  border = "blue",
  rule = "C-13",
  distance_bonus = 1,
  deck = { { "H", 8 }, { "H", 9 } },
}
