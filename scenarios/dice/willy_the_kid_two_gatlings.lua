-- Willy the Kid fires the Gatling with only two Gatling dice.
scenario {
  title = "Willy the Kid: two Gatlings are enough", rules = { "D-55", "D-13" },
  game = "dice", seed = 61,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", arrows = 2 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
expect { bob = { life = 7 }, cy = { life = 8 }, dee = { life = 7 }, ann = { arrows = 0 }, pile = 9,
         logged = { "D-55", "D-13" }, active = "bob" }
