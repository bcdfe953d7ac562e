-- Scope (C-13): its owner sees others at distance -1 (minimum 1).
return {
  id = "scope",
  name = N_"Scope",
  -- Italy's first edition (and manual 003) called it Appaloosa; the cards
  -- now say Mirino, but players who learned so still type it.
  also_named = "Appaloosa",
  text = N_"You see other players at distance -1 (never less than 1).",
  border = "blue",
  rule = "C-13",
  sight_bonus = 1,
  deck = { { "S", 14 } },
}
