-- End of the game: the Renegade's Gatling eliminates the Sheriff and both
-- Outlaws, but a Deputy survives: the Renegade is not the last one in play,
-- so the Outlaws win even though they are all dead.
scenario {
  title = "The Sheriff out, a Deputy left: the dead Outlaws win",
  rules = { "C-37", "C-2", "C-29" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "renegade", character = "willy_the_kid", hand = { "gatling" } },
    { "bob", role = "sheriff", character = "sid_ketchum", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
    { "eve", role = "deputy", character = "paul_regret", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play gatling")
expect {
  over = true, winner = "outlaws",
  cy = { won = true, eliminated = true }, dee = { won = true, eliminated = true },
  ann = { won = false, alive = true }, eve = { won = false, alive = true, life = 2 },
}
