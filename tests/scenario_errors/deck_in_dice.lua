-- The dice game has no cards: a deck in its set-up is an error.
-- expect: deck does not apply to the dice game (only to: card solo)
scenario { --!
  game = "dice", seed = 1, deck = { "bang" },
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
  },
}
