-- The stock computer player as a Deputy once the Outlaws are out, at the
-- hand limit (C-11) with life to spare: the Renegade beside him has one
-- target among three, the law three shots at him a round, so the BANG!
-- is kept and the Missed! goes. (Before: a first Missed! was worth more
-- than a BANG! whatever the table, and the BANG! was thrown away.)
scenario {
  title = "Computer Deputy: in the hunt, at the hand limit, the BANG! is kept over a Missed!",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", life = 3,
      hand = { "bang 8c", "bang 9c", "missed 6s", "beer 6h", "beer 7h" } },
    { "cy", role = "renegade", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
command("bob", "play bang cy") -- cy has no Missed!: he loses 1 life
expect { cy = { life = 3 } }
command("bob", "end")
-- bob holds four cards at 3 life: one goes.
bot("bob")
-- (The table plays on to bob's next turn, where he draws a Gatling and an
-- Indians!.)
expect { bob = { hand = { "bang", "beer", "beer", "gatling", "indians" } } }
