-- An Outlaw's "1" takes the Sheriff's last life: the Outlaws win although a Deputy lives.
scenario {
  title = "Sheriff shot: the Outlaws win", rules = { "D-15", "D-11" },
  game = "dice", seed = 15,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", life = 1 },
    { "bob", role = "outlaw", character = "jourdonnais" },
    { "cy", role = "deputy", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "outlaw", character = "lucky_duke", life = 2 },
  },
  first = "bob",
  rolls = { { "1", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("bob", "stop")
command("bob", "shoot ann")
expect {
  over = true, winner = "outlaws", ann = { eliminated = true },
  bob = { won = true }, eve = { won = true, alive = true }, cy = { won = false }, dee = { won = false },
}
