-- The stock computer player as the Renegade once the Outlaws are out: the
-- Deputy is out of his reach (a Mustang), the Sheriff is in it, and he
-- shoots the Sheriff (far from dying: the Deputy still lives, and only a
-- shot that would kill the Sheriff is held back). (Before: while a Deputy
-- lived he spared the Sheriff, and with nobody else in reach kept his
-- BANG!: the endgame dragged on while the law took turns at him.)
scenario {
  title = "Computer Renegade: alone with the law, the Sheriff is shot",
  game = "card", seed = 1, first = "cy", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", hand = {}, inplay = { "mustang 8h" } },
    { "cy", role = "renegade", character = "black_jack", hand = { "bang 8c" } },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
expect { awaiting = "cy", decision = "play", reach = { cy = { ann = true, bob = false } } }
bot("cy")
expect { ann = { life = 4 } }
