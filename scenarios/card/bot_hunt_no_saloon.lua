-- The stock computer player as a Deputy once the Outlaws are out, with a
-- Saloon: it would give the Sheriff and him one life each, and one to
-- the Renegade, hurt; the law's life is a margin, the Renegade's the
-- game's end (each life he gets back is one more hit to land), so the
-- Saloon is kept. (Before: a life of the Renegade weighed no more than
-- one of the law's, and the Saloon was played: in 2,000 games those
-- Saloons made the hunt longer.)
scenario {
  title = "Computer Deputy: in the hunt, no Saloon that heals the hurt Renegade",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", life = 4, hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", life = 3, hand = { "saloon 5h" } },
    { "cy", role = "renegade", character = "black_jack", life = 2, hand = { "missed 6s" } },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
expect { awaiting = "bob", decision = "play" }
bot("bob")
expect { ann = { life = 4 }, bob = { life = 3 }, cy = { life = 2 } }
