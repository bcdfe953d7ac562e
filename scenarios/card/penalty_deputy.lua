-- Penalty: the Sheriff eliminates a Deputy and discards every card he has, in
-- hand and in play.
scenario {
  title = "The Sheriff eliminates a Deputy and discards everything",
  rules = { "C-36", "C-35" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "panic", "beer 6h" },
      inplay = { "barrel", "volcanic" } },
    { "bob", role = "deputy", character = "lucky_duke", life = 1, hand = { "stagecoach" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 2s", "duel",      -- ann's phase 1
           "beer 7h", "beer 8h" },   -- cy's
}
command("ann", "play bang bob")
-- ann has nothing left: her turn ends by itself.
expect {
  bob = { eliminated = true, hand = {}, inplay = {} },
  ann = { hand = {}, inplay = {}, life = 5 },
  discard_size = 1 + 1 + 4 + 2, logged = { "C-36" }, active = "cy",
}
