-- Suzy Lafayette as the Sheriff eliminates a Deputy: the penalty discards her
-- hand and her cards in play; her hand is then empty, so she draws a card.
scenario {
  title = "Sheriff Suzy Lafayette's penalty empties her hand: she draws",
  rules = { "C-53", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", hand = { "bang", "panic" },
      inplay = { "volcanic" } },
    { "bob", role = "deputy", character = "lucky_duke", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "duel" },               -- her card once the penalty empties her hand
}
command("ann", "play bang bob")
expect {
  bob = { eliminated = true }, ann = { hand = { "duel" }, inplay = {} },
  logged = { "C-36", "C-53" }, awaiting = "ann",
}
