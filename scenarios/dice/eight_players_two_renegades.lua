-- Eight players: two Renegades. The Sheriff falls while facing both Renegades: the Outlaws (all dead) win.
scenario {
  title = "Eight players: Sheriff falls facing two Renegades, the Outlaws win",
  rules = { "D-1", "D-15", "D-13" },
  game = "dice", seed = 20,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 2 },
    { "bob", role = "renegade", character = "rose_doolan" },
    { "cy", role = "outlaw", character = "lucky_duke", life = 1 },
    { "dee", role = "deputy", character = "black_jack", life = 1 },
    { "eve", role = "outlaw", character = "calamity_janet", life = 1 },
    { "fay", role = "deputy", character = "kit_carlson", life = 1 },
    { "gus", role = "outlaw", character = "suzy_lafayette", life = 1 },
    { "hal", role = "renegade", character = "slab_the_killer" },
  },
  first = "bob",
  rolls = {
    { "gatling", "gatling", "gatling", "dynamite", "dynamite" },   -- bob
    { "1", "dynamite", "dynamite", "arrow", "gatling" },           -- hal
  },
}
command("bob", "stop")
expect {
  ann = { life = 1, max_life = 11 }, hal = { life = 7 }, over = false,
  cy = { eliminated = true }, dee = { eliminated = true }, eve = { eliminated = true },
  fay = { eliminated = true }, gus = { eliminated = true },
  active = "hal", turn = 2,
}
command("hal", "stop")
command("hal", "shoot ann")
expect {
  over = true, winner = "outlaws", cy = { won = true }, eve = { won = true }, gus = { won = true },
  bob = { won = false, alive = true }, hal = { won = false, alive = true }, dee = { won = false },
}
