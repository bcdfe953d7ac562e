-- Lucky Duke may reroll three times; after the third the dice are final.
scenario {
  title = "Lucky Duke: three rerolls", rules = { "D-47", "D-5" },
  game = "dice", seed = 51,
  players = {
    { "ann", role = "sheriff", character = "lucky_duke" },
    { "bob", role = "outlaw", character = "jesse_jones" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = {
    { "beer", "beer", "beer", "beer", "dynamite" },
    { "gatling" }, { "gatling" }, { "gatling" },
  },
}
command("ann", "reroll 1")
command("ann", "reroll 2")
expect { awaiting = "ann", decision = "reroll" }   -- a third reroll, his extra one
command("ann", "reroll 3")
-- No fourth reroll: straight to the Beer.
expect { dice = { "gatling", "gatling", "gatling", "beer", "dynamite" }, decision = "beer", logged = { "D-47" } }
command("ann", "beer bob")
expect { bob = { life = 8 }, cy = { life = 8 }, dee = { life = 7 }, active = "bob" }
