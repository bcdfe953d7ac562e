-- A failed options check lists what is offered.
-- expect: 'play bang cy' should be offered, but it is not (offered: 'play bang bob', 'play bang dee', 'end')
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
expect { options = { 'play bang bob', 'play bang cy', 'end' } } --!
