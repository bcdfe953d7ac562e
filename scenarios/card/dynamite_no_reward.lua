-- Dynamite damage is caused by nobody: bob, an Outlaw at 1 life, is blown up
-- (1 - 3 = -2, shown as 0) and nobody draws the 3-card reward.
scenario {
  title = "Dynamite: an Outlaw eliminated, no reward for anyone",
  rules = { "C-33", "C-36", "C-34", "C-35" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "beer 6h" } },
    { "bob", role = "outlaw", character = "jourdonnais", life = 1, hand = { "panic" },
      inplay = { "dynamite" } },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", hand = {} },
  },
  deck = { "missed 8s",                -- the Dynamite explodes
           "beer 7h", "beer 8h" },     -- cy's phase 1
}
expect {
  bob = { eliminated = true, life = 0, hand = {}, inplay = {} },
  ann = { hand = { "beer" } }, cy = { hand = { "beer", "beer" } }, dee = { hand = {} },
  discard_size = 3, active = "cy", not_logged = { "C-36" }, logged = { "C-33", "C-35" },
}
