-- Five Gatling dice still fire the Gatling once: each other player loses exactly 1 life.
scenario {
  title = "Gatling: once per turn however many dice", rules = { "D-13" },
  game = "dice", seed = 31,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "gatling", "gatling", "gatling" } },
}
command("ann", "stop")
expect { bob = { life = 7 }, cy = { life = 8 }, dee = { life = 7 }, ann = { life = 11 }, active = "bob" }
