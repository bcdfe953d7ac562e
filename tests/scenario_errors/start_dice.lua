-- start does not apply to the dice game (a turn has no phases).
-- expect: start does not apply to the dice game (only to: card solo)
scenario { --!
  game = "dice", seed = 1, start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
  },
}
