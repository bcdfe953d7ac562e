-- A warning expected where there is none fails.
-- expect: expected 'play bang bob' to warn with C-14, but it does not warn
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang", "beer" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
  deck = { "missed 5s", "missed 6s" },
}
expect { warns = { ["play beer"] = "C-23" } }
expect { warns = { ["play bang bob"] = "C-14" } } --!
