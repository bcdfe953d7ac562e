-- Remington (C-14): a weapon with range 3.
return {
  id = "remington",
  name = N_"Remington",
  text = N_"Weapon: your BANG! cards reach players at distance 3 or less. It replaces your other weapon.",
  border = "blue",
  rule = "C-14",
  range = 3,
  deck = { { "C", 13 } },
}
