-- The discard pile is checked whole and in order.
-- expect: expected the discard pile (bottom to top) to be saloon 5h, volcanic 10s; it is volcanic 10s, saloon 5h
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
  deck = { "missed 5s", "missed 6s" },
  discard = { "volcanic 10s", "saloon 5h" },
}
expect { discard = { "volcanic", "saloon" } }
expect { discard = { "saloon 5h", "volcanic 10s" } } --!
