-- Rev. Carabine (C-14): a weapon with range 4.
return {
  id = "rev_carabine",
  name = N_"Rev. Carabine",
  text = N_"Weapon: your BANG! cards reach players at distance 4 or less. It replaces your other weapon.",
  border = "blue",
  rule = "C-14",
  range = 4,
  deck = { { "C", 14 } },
}
