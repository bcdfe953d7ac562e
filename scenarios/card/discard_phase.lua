-- Phase 3: at the end of her turn ann discards down to her current life (2);
-- the three cards she has in play do not count.
scenario {
  title = "Phase 3: discard down to your life; cards in play do not count",
  rules = { "C-11" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", life = 2, hand = { "bang", "panic", "missed" },
      inplay = { "barrel", "scope", "volcanic" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", hand = {} },
  },
  deck = { "beer 6h", "duel",          -- ann
           "beer 7h", "beer 8h" },     -- bob
}
command("ann", "end")
expect { awaiting = "ann", decision = "discard" }
command("ann", "discard missed")
command("ann", "discard panic")
command("ann", "discard duel")
expect {
  ann = { hand = { "bang", "beer" }, inplay = { "barrel", "scope", "volcanic" }, life = 2 },
  discard_size = 3, active = "bob", logged = { "C-11" },
}
