-- Two Gatling dice do nothing for an ordinary character: no damage, arrows kept.
scenario {
  title = "Gatling: two dice are not enough", rules = { "D-13" },
  game = "dice", seed = 30,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", arrows = 2 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
expect { ann = { arrows = 3 }, bob = { life = 8 }, cy = { life = 9 }, dee = { life = 8 },
         pile = 6, not_logged = { "D-13" }, active = "bob" }
