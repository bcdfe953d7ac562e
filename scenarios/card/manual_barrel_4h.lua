-- The manuals' Barrel example (pt-BR manual "Barril", zh manual 啤酒桶): C is the
-- target of A's BANG!; C has a Barrel, draws! and flips a 4 of Hearts (the only
-- one in the deck is a Jail): the Barrel works and cancels the BANG!.
scenario {
  title = "Manual: C's Barrel flips the 4 of Hearts and cancels A's BANG!",
  rules = { "C-22", "C-30", "C-21" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang" }, inplay = { "schofield" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {}, inplay = { "barrel" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 8h", "beer 9h",       -- ann's phase-1 draw
           "jail 4h" },                -- the card C flips
}
command("ann", "play bang cy")
-- cy has no Missed!: the Barrel and taking the hit are his options.
expect { awaiting = "cy", decision = "answer" }
command("cy", "barrel")
expect {
  cy = { life = 4, inplay = { "barrel" } },
  discard_top = "jail 4h",          -- the flipped card is discarded (C-30)
  discard_size = 2,                 -- the BANG! too, though it was cancelled (C-21)
  deck_size = 80 - 3 - 2 - 1,       -- 3 cards in play, ann drew 2, cy flipped 1
  logged = { "C-22", "C-30" },
  awaiting = "ann", decision = "play",
}
