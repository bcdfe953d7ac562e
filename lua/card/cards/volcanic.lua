-- Volcanic (C-14, C-20): a weapon with range 1 that lifts the one-BANG! limit.
return {
  id = "volcanic",
  name = N_"Volcanic",
  text = N_"Weapon: your BANG! cards reach players at distance 1, and you may play any number of BANG! cards in your turn.",
  border = "blue",
  rule = "C-14",
  range = 1,
  unlimited_bang = true,
  deck = { { "S", 10 }, { "C", 10 } },
}
