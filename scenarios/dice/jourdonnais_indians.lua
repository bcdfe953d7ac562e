-- Jourdonnais holding 4 arrows loses only 1 life to the Indians (others lose 1 per arrow).
scenario {
  title = "Jourdonnais loses at most 1 to the Indians", rules = { "D-45", "D-9" },
  game = "dice", seed = 48,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "jourdonnais", arrows = 4 },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 4 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "arrow", "dynamite", "dynamite", "gatling", "gatling" } },
}
expect { bob = { life = 6, arrows = 0 }, cy = { life = 5 }, ann = { life = 10 }, pile = 9,
         logged = { "D-45" } }
