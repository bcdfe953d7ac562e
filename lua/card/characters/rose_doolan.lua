-- Rose Doolan (C-50): a virtual Scope (stacks with a real one; minimum 1).
return {
  id = "rose_doolan",
  life = 4,
  name = N_"Rose Doolan",
  ability = N_"You always have a Scope: you see other players at distance -1 (never less than 1).",
  sight_bonus = 1,
}
