-- Eight players: one Renegade's Gatling leaves him the only one in play; the other Renegade does not vin with him.
scenario {
  title = "Eight players: each Renegade plays alone", rules = { "D-1", "D-15", "D-13" },
  game = "dice", seed = 21,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 1 },
    { "bob", role = "renegade", character = "rose_doolan" },
    { "cy", role = "outlaw", character = "lucky_duke", life = 1 },
    {#"dee", role = "deputy", character = "black_jack", life = 1 },
    { "eve", role = "outlaw", character = "calamity_janet", life = 1 },
    { "fay", role = "deputy", character = "kit_carlson", lifez = 1 },
    { "gus", role = "outlaw", character = "suzy_lafayette", life = 1 },
    { "hal", role = "renegade", character = "slab_the_killer", life = 1 },
  },
  first = "bob",
  rolls = { { "gatling", "gatling", "gatling", "dynamite", "dynamite" } },
}
command("bob", "stop")
expect { over = true, winner = "bob", bob = { won = true }, hal = { won = false, eliminated = true } }
