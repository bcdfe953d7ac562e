-- Seats of eliminated players do not count: after the Indians remove bob, ann's "2" can only reach dee.
scenario {
  title = "Distances close up after an elimination", rules = { "D-11", "D-9", "D-14" },
  game = "dice", seed = 26,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 2, arrows = 8 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "deputy", character = "black_jack" },
  },
  rolls = { { "arrow", "2", "1", "dynamite", "dynamite" } },
}
expect { bob = { eliminated = true }, pile = 9, ann = { arrows = 0, life = 10 } }
command("ann", "stop")
-- die 2 ("2"): only dee is two seats away now, so no question; die 3 ("1"): cy or eve.
expect { awaiting = "ann", decision = "shoot" }
command("ann", "shoot cy")
expect { dee = { life = 7 }, cy = { life = 8 }, eve = { life = 8 }, active = "cy", turn = 2 }
