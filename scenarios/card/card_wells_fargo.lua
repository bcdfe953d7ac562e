-- Wells Fargo: draw 3 cards.
scenario {
  title = "Wells Fargo draws 3 cards",
  rules = { "C-26" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "wells_fargo" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",                -- phase 1
           "bang 5c", "beer 6h", "panic", "duel" },  -- Wells Fargo takes the next three
}
command("ann", "play wells_fargo")
expect {
  ann = { hand = { "missed", "missed", "bang 5c", "beer 6h", "panic" } }, deck_size = 80 - 1 - 5,
  discard_top = "wells_fargo", awaiting = "ann", logged = { "C-26" },
}
