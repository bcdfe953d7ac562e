-- The stock computer player as a Deputy once the Outlaws are out: the
-- Renegade is the one hidden player, and the Gatling goes off though the
-- Sheriff is at 2 life: he has a life to spare, and the Renegade's is
-- the game's end. (Before: only friends at 3 life or more were spared,
-- the Gatling stayed in hand while the Renegade healed; a friend at 1
-- life still keeps it there.)
scenario {
  title = "Computer Deputy: in the hunt, a Gatling spares no friend with a life to spare",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", life = 2, hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "gatling 10h" } },
    { "cy", role = "renegade", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
expect { awaiting = "bob", decision = "play" }
bot("bob")
expect { cy = { life = 3 }, ann = { life = 1 } }
