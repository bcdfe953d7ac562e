-- Sheriff Suzy Lafayette's last card, a BANG!, eliminates her Deputy: the
-- penalty discards her cards in play, and she draws once, after the BANG!
-- has finished -- not a card the penalty then takes away and a second one
-- (C-53 ruling, FAQ Q21; C-36).
scenario {
  title = "Suzy Lafayette draws once after the BANG! that brought the Sheriff's penalty",
  rules = { "C-53", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", life = 3, hand = { "bang" },
      inplay = { "volcanic" } },
    { "bob", role = "deputy", character = "black_jack", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", role = "renegade", character = "jourdonnais", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "duel", "panic" },      -- her one card: the Duel
}
command("ann", "play beer")
command("ann", "play beer")
command("ann", "play bang bob")
expect {
  bob = { eliminated = true }, ann = { hand = { "duel" }, inplay = {} },
  discard_size = 2 + 1 + 1,        -- two Beers, the BANG!, the Volcanic
  logged = { "C-36", "C-53" }, awaiting = "ann",
}
