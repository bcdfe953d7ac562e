-- Everyone falls to the same Indian attack: the Outlaws win (dead or not).
scenario {
  title = "Everyone eliminated at once: the Outlaws win", rules = { "D-15", "D-9", "D-14" },
  game = "dice", seed = 14,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", life = 2, arrows = 1 },
    { "bob", role = "outlaw", character = "lucky_duke", life = 2, arrows = 2 },
    { "cy", role = "renegade", character = "rose_doolan", life = 1, arrows = 2 },
    { "dee", role = "outlaw", character = "calamity_janet", life = 3, arrows = 3 },
  },
  pile = 1,
  rolls = { { "arrow", "1", "beer", "gatling", "gatling" } },
}
expect {
  over = true, winner = "outlaws",
  ann = { eliminated = true, won = false }, bob = { eliminated = true, won = true },
  cy = { eliminated = true, won = false }, dee = { eliminated = true, won = true },
}
