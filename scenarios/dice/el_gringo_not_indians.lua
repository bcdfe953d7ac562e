-- El Gringo gives no arrow for life lost to the Indians or to Dynamite.
scenario {
  title = "El Gringo: nothing for Indians or Dynamite", rules = { "D-43", "D-9" },
  game = "dice", seed = 44,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", arrows = 2 },
    { "bob", role = "outlaw", character = "el_gringo", arrows = 3 },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 3 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "arrow", "dynamite", "dynamite", "gatling", "gatling" } },
}
expect { ann = { arrows = 0, life = 8 }, bob = { life = 4 }, cy = { life = 6 }, pile = 9,
         not_logged = { "D-43" } }
