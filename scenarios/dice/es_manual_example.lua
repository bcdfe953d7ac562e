-- The Spanish manual's worked example (its "Ejemplo"): the Sheriff takes
-- the last arrow, the Indians attack, he takes the arrow still owed, then ends
-- with a "2", three Gatlings and the locked Dynamite.
scenario {
  title = "Spanish manual example: Indians mid-roll, then a 2 and the Gatling",
  rules = { "D-5", "D-8", "D-9", "D-11", "D-13" },
  game = "dice", seed = 2,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", life = 6, arrows = 1 },
    { "bob", role = "outlaw", character = "willy_the_kid", arrows = 3 },
    { "cy", role = "deputy", character = "rose_doolan", arrows = 2 },
    { "dee", role = "outlaw", character = "black_jack", arrows = 2 },
    { "eve", role = "renegade", character = "slab_the_killer" },
  },
  pile = 1,
  rolls = {
    { "arrow", "arrow", "dynamite", "1", "gatling" },
    { "gatling", "beer" },   -- reroll 1 2 (keeps the "1"; the Dynamite is locked)
    { "gatling", "2" },      -- reroll 2 4 (keeps the Gatlings, rerolls the "1")
  },
}
-- First arrow: the last one in the pile, the Indians attack (ann loses 2), all
-- arrows return, then ann takes her second arrow: pile 8, 4 life, 1 arrow.
expect {
  ann = { life = 4, arrows = 1 }, pile = 8, logged = { "D-9" },
  bob = { life = 5, arrows = 0 }, cy = { life = 7, arrows = 0 }, dee = { life = 6, arrows = 0 },
  eve = { life = 8, arrows = 0 },
  awaiting = "ann", decision = "reroll",
}
command("ann", "reroll 1 2")
expect { dice = { "gatling", "beer", "dynamite", "1", "gatling" }, pile = 8 }
command("ann", "reroll 2 4")
-- Two rerolls used: the dice are final. The "2" must hit someone two seats away.
expect { dice = { "gatling", "gatling", "dynamite", "2", "gatling" }, awaiting = "ann", decision = "shoot" }
command("ann", "shoot dee")
expect {
  ann = { life = 4, arrows = 0 }, pile = 9,
  bob = { life = 4 }, cy = { life = 6 }, dee = { life = 4 }, eve = { life = 7 },
  logged = { "D-13" }, active = "bob", turn = 2,
}
