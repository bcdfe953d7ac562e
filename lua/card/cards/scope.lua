-- Scope (C-13): its owner sees others at distance -1 (minimum 1).
return {
  id = "scope",
  name = N_"Scope",
  text = N_"You see other players at distance -1 (never less than 1).",
  border = "blue",
  rule = "C-13",
  sight_bonus = 1,
  deck = { { "S", 14 } },
}
