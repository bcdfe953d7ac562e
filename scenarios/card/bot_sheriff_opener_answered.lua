-- The stock computer player as the Sheriff, once the Outlaws are out:
-- dee shot cy, who had never aimed at him, and then bob shot dee twice,
-- though dee had never aimed at bob. Both started a fight; but were bob
-- the Renegade, dee would be a Deputy who shot another Deputy out of the
-- blue, while dee as the Renegade explains it all: bob is a Deputy
-- hunting him. A fight started at a player the record marks as the
-- Renegade counts as little as he looks one, and the Sheriff shoots dee.
-- (Before: every fight started counted alike, bob and dee looked the
-- same, and the Sheriff held his BANG!.)
scenario {
  title = "Computer Sheriff: who shoots the player the record marks is no Renegade for it",
  game = "card", seed = 1, first = "dee", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "willy_the_kid", hand = { "bang 8c", "bang 9c" },
      inplay = { "schofield qc" } },
    { "cy", role = "deputy", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = { "bang 7c" } },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
    { "fox", role = "outlaw", character = "kit_carlson", eliminated = true },
    { "gus", role = "outlaw", character = "jourdonnais", eliminated = true },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s", "missed 5s", "missed 6s", "missed 7s",
           "beer 6h", "beer 7h", "missed 8s", "missed 10c" },
}
command("dee", "play bang cy") -- cy has no Missed!: he loses 1 life
command("ann", "end")
command("bob", "play bang dee") -- (Willy the Kid: no BANG! limit)
command("bob", "play bang dee")
-- (bob and cy have only Missed! left: their turns end by themselves.)
command("dee", "end")
expect { cy = { life = 3 }, dee = { life = 2 }, awaiting = "ann", decision = "play",
         reach = { ann = { dee = true } } }
bot("ann")
expect { dee = { life = 1 }, bob = { life = 4 }, cy = { life = 3 } }
