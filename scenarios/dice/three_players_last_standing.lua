-- Three players: the Outlaw eliminates the Renegade (the Deputy's target): nobody wins yet, the
-- goal becomes last one standing, and the Deputy then wins by eliminating the Outlaw.
scenario {
  title = "Three players: someone else's kill turns it into last one standing",
  rules = { "D-30", "D-11" },
  game = "dice", seed = 35,
  players = {
    { "ann", role = "deputy", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 2 },
    { "cy", role = "renegade", character = "paul_regret", life = 1 },
  },
  rolls = {
    { "arrow", "dynamite", "dynamite", "gatling", "gatling" },   -- ann
    { "1", "dynamite", "dynamite", "arrow", "gatling" },         -- bob
    { "1", "2", "dynamite", "dynamite", "arrow" },               -- ann
  },
}
command("ann", "stop")
command("bob", "stop")
command("bob", "shoot cy")
expect { cy = { eliminated = true }, over = false, active = "ann", turn = 3, logged = { "D-30" } }
command("ann", "stop")
-- Two left: both dice can only hit bob.
expect { over = true, winner = "ann", bob = { eliminated = true, won = false }, cy = { won = false } }
