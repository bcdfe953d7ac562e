-- The end is checked after the whole Gatling: the Sheriff falls first, but the Renegade ends alone and wins.
scenario {
  title = "Renegade's Gatling eliminates everyone else: the Renegade wins", rules = { "D-15", "D-13" },
  game = "dice", seed = 19,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 1 },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "rose_doolan", life = 1 },
    { "dee", role = "renegade", character = "black_jack" },
  },
  first = "dee",
  rolls = { { "gatling", "gatling", "gatling", "arrow", "dynamite" } },
}
command("dee", "stop")
-- The Gatling hits ann (the Sheriff) first, then bob and cy: only once all three
-- are hit is the end checked, and dee is then the only one in play.
expect {
  over = true, winner = "renegade", dee = { won = true, alive = true },
  ann = { eliminated = true }, bob = { eliminated = true }, cy = { eliminated = true },
}
