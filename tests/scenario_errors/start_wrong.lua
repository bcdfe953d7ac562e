-- Starting in phase 2 draws nothing: expecting the phase-1 draw fails.
-- expect: expected ann's hand_size 3, got 1
scenario {
  game = "card", seed = 1, start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
  deck = { "missed 5s", "missed 6s" },
}
expect { ann = { hand_size = 3 } } --!
