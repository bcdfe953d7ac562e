-- El Gringo: each die that makes him lose life makes its roller take an arrow (one per die).
scenario {
  title = "El Gringo hands out an arrow per die", rules = { "D-43" },
  game = "dice", seed = 42,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "el_gringo" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "1", "2", "dynamite", "dynamite" } },
}
command("ann", "stop")
command("ann", "shoot bob")
command("ann", "shoot bob")
expect { bob = { life = 5 }, cy = { life = 8 }, ann = { arrows = 2 }, pile = 7,
         logged = { "D-43" }, active = "bob" }
