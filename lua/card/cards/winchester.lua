-- Winchester (C-14): a weapon with range 5.
return {
  id = "winchester",
  name = N_"Winchester",
  text = N_"Weapon: your BANG! cards reach players at distance 5 or less. It replaces your other weapon.",
  border = "blue",
  rule = "C-14",
  range = 5,
  deck = { { "S", 8 } },
}
