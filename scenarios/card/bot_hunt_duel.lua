-- The stock computer player as a Deputy once the Outlaws are out, with a
-- Duel and no BANG!: the Renegade holds two cards, and the Duel goes at
-- him though it is nearly even: a Duel lost costs the law a life it can
-- spare, won it costs the Renegade one his Missed!s and Barrel cannot
-- save. (Before: a Duel needed better odds than that, and stayed in hand
-- while the Renegade drew and healed.)
scenario {
  title = "Computer Deputy: in the hunt, a near-even Duel goes at the Renegade",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "duel qd" } },
    { "cy", role = "renegade", character = "black_jack", life = 3, hand = { "missed 6s", "missed 7s" } },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
expect { awaiting = "bob", decision = "play" }
bot("bob")
-- (cy holds no BANG!: he loses the Duel at once.)
expect { cy = { life = 2 } }
