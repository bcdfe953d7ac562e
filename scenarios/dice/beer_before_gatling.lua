-- Beer resolves before the Gatling: a player at 1 life given the Beer survives the Gatling.
scenario {
  title = "Beer before Gatling", rules = { "D-10", "D-12", "D-13" },
  game = "dice", seed = 23,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "deputy", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "outlaw", character = "black_jack" },
  },
  rolls = { { "beer", "gatling", "gatling", "gatling", "dynamite" } },
}
command("ann", "stop")
command("ann", "beer bob")
expect { bob = { life = 1, alive = true }, cy = { life = 8 }, dee = { life = 7 }, eve = { life = 7 },
         active = "bob", turn = 2 }
