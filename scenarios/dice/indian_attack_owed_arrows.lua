-- The last arrow sets off the Indians; everyone loses 1 per arrow held; then the arrows still owed are taken.
scenario {
  title = "Indian attack, then the arrows still owed for the roll",
  rules = { "D-8", "D-9" },
  game = "dice", seed = 12,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", arrows = 1 },
    { "bob", role = "outlaw", character = "lucky_duke", arrows = 3 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet", arrows = 4 },
  },
  rolls = { { "arrow", "arrow", "arrow", "dynamite", "gatling" } },
}
expect {
  ann = { life = 9, arrows = 2 }, bob = { life = 5, arrows = 0 }, cy = { life = 9, arrows = 0 },
  dee = { life = 4, arrows = 0 }, pile = 7, logged = { "D-9" }, decision = "reroll",
}
