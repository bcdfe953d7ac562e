-- Slab the Killer spends a Beer die to double a "1": 2 life from one player, and that Beer heals nobody.
scenario {
  title = "Slab the Killer doubles a shot with a Beer", rules = { "D-52", "D-12", "D-14" },
  game = "dice", seed = 56,
  players = {
    { "ann", role = "sheriff", character = "slab_the_killer", life = 8 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet", life = 1 },
  },
  rolls = { { "1", "beer", "2", "beer", "dynamite" } },
}
command("ann", "stop")
command("ann", "shoot dee")   -- die 1; die 3 ("2") can only reach cy
expect { decision = "double", awaiting = "ann" }
command("ann", "double 1")
-- dee at 1 life takes 2: life stops at 0. Only one Beer is left to give.
expect { dee = { eliminated = true, life = 0 }, cy = { life = 8 }, decision = "beer", logged = { "D-52" } }
command("ann", "beer ann")
expect { ann = { life = 9 }, active = "bob" }
