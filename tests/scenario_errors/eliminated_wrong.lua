-- A player eliminated at set-up is out: expecting him in play fails.
-- expect: expected bob alive to be true, got false
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy", eliminated = true },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
  },
  rolls = { { "1", "dynamite", "dynamite", "arrow", "arrow" } },
}
expect { bob = { alive = true } } --!
