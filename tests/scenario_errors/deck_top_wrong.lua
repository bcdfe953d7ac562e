-- A wrong deck_top fails, listing the top cards.
-- expect: expected the deck's top (the next card drawn first) to be missed 6s, missed 5s; it is
scenario {
  start = { phase = 2 },
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
expect { deck_top = "missed 5s" }
expect { deck_top = { "missed 6s", "missed 5s" } } --!
