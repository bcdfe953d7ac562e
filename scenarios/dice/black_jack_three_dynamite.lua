-- Even Black Jack stops once three Dynamite show: no reroll, 1 life lost.
scenario {
  title = "Black Jack: three Dynamite still end the rolling", rules = { "D-41", "D-7" },
  game = "dice", seed = 40,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "black_jack" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = {
    { "dynamite", "dynamite", "arrow", "gatling", "gatling" },
    { "dynamite" },   -- reroll 3: a third Dynamite
  },
}
command("bob", "reroll 3")
expect { bob = { life = 7, arrows = 1 }, logged = { "D-7" }, active = "cy", turn = 2 }
