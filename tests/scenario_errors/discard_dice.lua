-- discard in the dice game is an error.
-- expect: discard does not apply to the dice game: it has no cards
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
expect { discard = {} } --!
