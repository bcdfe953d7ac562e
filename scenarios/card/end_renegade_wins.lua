-- End of the game: the Renegade's Gatling eliminates the Sheriff first, then
-- both Outlaws. The end is checked only once the whole card has resolved, so
-- the Renegade is the last one in play and wins alone.
scenario {
  title = "Renegade's Gatling clears the table: the Renegade wins",
  rules = { "C-37", "C-29", "C-2" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "renegade", character = "willy_the_kid", hand = { "gatling" } },
    { "bob", role = "sheriff", character = "sid_ketchum", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play gatling")
expect {
  over = true, winner = "ann",
  bob = { eliminated = true }, cy = { eliminated = true }, dee = { eliminated = true },
}
