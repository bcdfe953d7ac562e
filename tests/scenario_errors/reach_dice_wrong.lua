-- Reach in the dice game: its 1 and 2 dice.
-- expect: expected ann not to reach cy, who is within reach
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
expect { reach = { ann = { cy = false } } } --!
