-- Three players: the Outlaw's Gatling eliminates the Deputy, his target: the Outlaw wins.
scenario {
  title = "Three players: the Outlaw kills the Deputy and wins", rules = { "D-30", "D-13" },
  game = "dice", seed = 34,
  players = {
    { "ann", role = "deputy", character = "jesse_jones", life = 1 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "renegade", character = "paul_regret" },
  },
  first = "bob",
  rolls = { { "gatling", "gatling", "gatling", "dynamite", "dynamite" } },
}
command("bob", "stop")
expect { over = true, winner = "bob", cy = { won = false, alive = true, life = 9 } }
