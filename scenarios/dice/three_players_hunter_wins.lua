-- Three players: the Deputy eliminates his own target, the Renegade, and wins alone at once.
scenario {
  title = "Three players: the Deputy kills the Renegade and wins", rules = { "D-30", "D-11" },
  game = "dice", seed = 33,
  players = {
    { "ann", role = "deputy", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "renegade", character = "paul_regret", life = 1 },
  },
  rolls = { { "2", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("ann", "stop")
command("ann", "shoot cy")   -- with three in play the "2" acts as a "1"
expect { over = true, winner = "ann", ann = { won = true }, bob = { won = false, alive = true },
         cy = { won = false, eliminated = true }, logged = { "D-30" } }
