-- The Sheriff's Gatling removes every Outlaw and the Renegade (and a Deputy): the law wins, the dead Deputy too.
scenario {
  title = "All Outlaws and the Renegade out: the Sheriff and Deputies win",
  rules = { "D-15", "D-14", "D-13" },
  game = "dice", seed = 17,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "deputy", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "rose_doolan", life = 1 },
    { "dee", role = "outlaw", character = "black_jack", life = 1 },
    { "eve", role = "renegade", character = "calamity_janet", life = 1 },
  },
  rolls = { { "gatling", "gatling", "gatling", "arrow", "dynamite" } },
}
command("ann", "stop")
expect {
  over = true, winner = "law", ann = { won = true, alive = true },
  bob = { won = true, eliminated = true }, cy = { won = false }, dee = { won = false }, eve = { won = false },
}
