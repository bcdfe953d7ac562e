-- refused needs the rule (or message id) of the reason.
-- expect: refused takes { "command", rule = "C-32" }
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
expect { refused = { "play bang cy" } } --!
