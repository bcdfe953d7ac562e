-- End of the game: the Sheriff's Gatling eliminates the last Outlaws and the
-- Renegade (and the Deputy, who still wins with him). Checked once the whole
-- card has resolved.
scenario {
  title = "All Outlaws and the Renegade out: Sheriff and Deputies win, dead or alive",
  rules = { "C-37", "C-2", "C-29", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "gatling" } },
    { "bob", role = "deputy", character = "lucky_duke", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "jourdonnais", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", life = 1, hand = {} },
    { "eve", role = "renegade", character = "slab_the_killer", life = 1, hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play gatling")
command("cy", "hit")            -- (he declines his Jourdonnais Barrel)
expect {
  over = true, winner = "law",
  ann = { won = true, alive = true }, bob = { won = true, eliminated = true },
  cy = { won = false }, eve = { won = false }, logged = { "C-37" },
}
