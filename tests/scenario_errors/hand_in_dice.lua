-- The dice game has no cards: expecting a hand is an error, not a pass.
-- expect: hand_size does not apply to the dice game: it has no cards
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
  },
  rolls = { { "1", "dynamite", "dynamite", "arrow", "arrow" } },
}
expect { ann = { hand_size = 0 } } --!
