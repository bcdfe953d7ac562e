-- A wrong reach fails, naming whom the player reaches.
-- expect: expected ann to reach exactly bob, cy; ann reaches bob, dee
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
expect { reach = { ann = { "dee", "bob" } } }
expect { reach = { ann = { "bob", "cy" } } } --!
