-- Paul Regret (C-48): a virtual Mustang (stacks with a real one).
return {
  id = "paul_regret",
  life = 3,
  name = N_"Paul Regret",
  ability = N_"You always have a Mustang: other players see you at distance +1.",
  distance_bonus = 1,
}
