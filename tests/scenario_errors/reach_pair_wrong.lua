-- A wrong reach of one pair fails.
-- expect: expected ann to reach cy, who is out of reach
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
expect { reach = { ann = { dee = true } } }
expect { reach = { ann = { cy = true } } } --!
