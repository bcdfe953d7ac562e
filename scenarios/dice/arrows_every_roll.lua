-- Arrows are taken after every roll, only for the Arrow dice just rolled; Arrow dice may be rerolled.
scenario {
  title = "Arrows after the first roll and after each reroll", rules = { "D-8", "D-5" },
  game = "dice", seed = 11,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = {
    { "arrow", "arrow", "dynamite", "gatling", "gatling" },
    { "arrow" },      -- reroll 1: an Arrow again, one more arrow
    { "dynamite" },   -- reroll 2: die 1 still shows its Arrow, no arrow for it
  },
}
expect { ann = { arrows = 2 }, pile = 7 }
command("ann", "reroll 1")
expect { ann = { arrows = 3 }, pile = 6, dice = { "arrow", "arrow", "dynamite", "gatling", "gatling" } }
command("ann", "reroll 2")
expect { ann = { arrows = 3 }, pile = 6, active = "bob", turn = 2 }
