-- The Renegade's Gatling takes the Sheriff and the last Outlaws together; a Deputy and the Renegade remain: the Outlaws win.
scenario {
  title = "Sheriff and the Outlaws fall together: the Outlaws win", rules = { "D-15", "D-13" },
  game = "dice", seed = 18,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 1 },
    { "bob", role = "deputy", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan", life = 1 },
    { "dee", role = "outlaw", character = "black_jack", life = 1 },
    { "eve", role = "renegade", character = "calamity_janet" },
  },
  first = "eve",
  rolls = { { "gatling", "gatling", "gatling", "arrow", "dynamite" } },
}
command("eve", "stop")
expect {
  over = true, winner = "outlaws", bob = { alive = true, won = false, life = 7 },
  eve = { alive = true, won = false }, cy = { won = true }, dee = { won = true },
}
