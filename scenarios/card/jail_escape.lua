-- Jail: a Heart on the draw! frees the prisoner: the Jail is discarded and he
-- plays his turn normally.
scenario {
  title = "Jail: a Heart escapes and the turn is played",
  rules = { "C-32", "C-30" },
  game = "card", seed = 1, first = "dee",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = { "bang" }, inplay = { "jail 10s" } },
  },
  deck = { "saloon",                  -- the draw!: 5 of Hearts
           "beer 6h", "beer 7h" },    -- dee's phase 1
}
expect {
  awaiting = "dee", decision = "play", dee = { inplay = {}, hand = { "bang", "beer", "beer" } },
  discard_size = 2, discard_top = "jail", logged = { "C-32" },
}
command("dee", "play bang ann")
expect { ann = { life = 5 - 1 } }
