-- Schofield (C-14): a weapon with range 2.
return {
  id = "schofield",
  name = N_"Schofield",
  text = N_"Weapon: your BANG! cards reach players at distance 2 or less. It replaces your other weapon.",
  border = "blue",
  rule = "C-14",
  range = 2,
  deck = { { "C", 11 }, { "C", 12 }, { "S", 13 } },
}
