-- Stagecoach: draw 2 cards.
scenario {
  title = "Stagecoach draws 2 cards",
  rules = { "C-26", "C-8" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "stagecoach" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",          -- phase 1
           "bang 5c", "beer 6h", "panic" },    -- Stagecoach takes the next two
}
expect { ann = { hand = { "stagecoach", "missed", "missed" } }, deck_size = 80 - 1 - 2 }
command("ann", "play stagecoach")
expect {
  ann = { hand = { "missed", "missed", "bang 5c", "beer 6h" } }, deck_size = 80 - 1 - 4,
  discard_top = "stagecoach", awaiting = "ann", logged = { "C-26" },
}
