-- Paul Regret loses no life to the Gatling (but does to a "1").
scenario {
  title = "Paul Regret ignores the Gatling", rules = { "D-48", "D-13" },
  game = "dice", seed = 52,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "paul_regret" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "gatling", "1", "dynamite" } },
}
command("ann", "stop")
command("ann", "shoot bob")
expect { bob = { life = 8 }, cy = { life = 8 }, dee = { life = 7 }, logged = { "D-48" }, active = "bob" }
