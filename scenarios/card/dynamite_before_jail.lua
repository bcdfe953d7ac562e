-- Dynamite is checked before Jail. bob has both: the first card flipped (a
-- Heart) is the Dynamite's -- it passes to cy -- and the second (a Spade) the
-- Jail's -- he stays in Jail. In the other order the Heart would have freed
-- him and the 5 of Spades blown him up.
scenario {
  title = "Start of turn: Dynamite first, then Jail",
  rules = { "C-7", "C-33", "C-32", "C-30" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {}, inplay = { "jail js", "dynamite" } },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", hand = {} },
  },
  deck = { "beer 6h",                 -- bob's Dynamite: passes
           "missed 5s",               -- bob's Jail: fails
           "bang 5c",                 -- cy's Dynamite: passes again
           "beer 7h", "beer 8h" },    -- cy's phase 1
}
expect {
  bob = { life = 4, alive = true, inplay = {}, hand = {} },
  dee = { inplay = { "dynamite" } }, cy = { inplay = {}, hand = { "beer 7h", "beer 8h" } },
  active = "cy", turn = 2, logged = { "C-33", "C-32" },
}
