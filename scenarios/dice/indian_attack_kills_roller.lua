-- The Indians eliminate the player rolling: his turn ends there, his "1"s never fire.
scenario {
  title = "Indians kill the active player mid-roll", rules = { "D-9", "D-14", "D-4" },
  game = "dice", seed = 13,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "jesse_jones", life = 2, arrows = 1 },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 3 },
    { "dee", role = "renegade", character = "calamity_janet", arrows = 4 },
  },
  pile = 1, first = "bob",
  rolls = { { "arrow", "1", "1", "beer", "gatling" } },
}
expect {
  bob = { eliminated = true, arrows = 0 }, cy = { life = 6 }, dee = { life = 4 },
  ann = { life = 11 }, pile = 9, over = false, active = "cy", turn = 2,
}
