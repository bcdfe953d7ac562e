-- The stock computer player as the Sheriff, once the Outlaws are out, with
-- two hidden players left: the Deputy among them sees only one hidden
-- player, the Renegade, and the Renegade knows him too, so bob shooting
-- cy first says nothing of which of them is which. Nobody has aimed at
-- the Sheriff: he holds his BANG!. (Before: bob started the fight, which
-- the Renegade does while the Deputies cannot tell him, so bob looked the
-- Renegade and the Sheriff shot his Deputy.)
scenario {
  title = "Computer Sheriff: a fight between the last two hidden players marks neither",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "bang 8c" } },
    { "cy", role = "renegade", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "black_jack", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
command("bob", "play bang cy") -- cy has no Missed!: he loses 1 life
-- (bob's and cy's turns end by themselves: nothing to play.)
expect { cy = { life = 3 }, awaiting = "ann", decision = "play",
         reach = { ann = { bob = true, cy = true } } }
bot("ann")
expect { bob = { life = 4 }, cy = { life = 3 } }
