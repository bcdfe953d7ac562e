-- The card game's turn has phases 1 to 3.
-- expect: start must be { phase = n } with n from 1 to 3 in the card game
scenario { --!
  game = "card", seed = 1, start = { phase = 4 },
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
}
