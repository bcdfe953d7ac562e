-- A set-up key of another game is an error, not ignored: arrows are the dice game's.
-- expect: players[2].arrows does not apply to the card game (only to: dice)
scenario { --!
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {}, arrows = 2 },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
}
