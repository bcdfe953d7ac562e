-- "1"/"2" resolve before Beer: a player shot to 0 is out and cannot be given the Beer.
scenario {
  title = "Hits land before the Beers", rules = { "D-10", "D-12", "D-14" },
  game = "dice", seed = 22,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet", life = 5 },
  },
  rolls = { { "1", "beer", "gatling", "gatling", "dynamite" } },
}
command("ann", "stop")
expect { decision = "shoot", awaiting = "ann" }
command("ann", "shoot bob")
expect { bob = { eliminated = true }, decision = "beer", over = false }
command("ann", "beer dee")
expect { dee = { life = 6 }, bob = { life = 0 }, active = "cy", turn = 2 }
