-- End of the game: an Outlaw's Gatling eliminates his fellow Outlaw, then the
-- Sheriff. The Renegade is still in play, so the Outlaws win -- both of them,
-- the dead one too.
scenario {
  title = "The Sheriff out, the Renegade not alone: the Outlaws win",
  rules = { "C-37", "C-2", "C-29", "C-36" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", life = 1, hand = {} },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "gatling" } },
    { "cy", role = "outlaw", character = "sid_ketchum", life = 1, hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("bob", "play gatling")
expect {
  over = true, winner = "outlaws",
  bob = { won = true }, cy = { won = true, eliminated = true }, dee = { won = false, alive = true },
  ann = { eliminated = true, won = false },
}
