-- The Sheriff plays first even from seat 3; play goes clockwise, wraps round, and skips the eliminated.
scenario {
  title = "Turn order: Sheriff first, clockwise, eliminated seats skipped",
  rules = { "D-4", "D-14" },
  game = "dice", seed = 4,
  players = {
    { "ann", role = "outlaw", character = "pedro_ramirez" },
    { "bob", role = "renegade", character = "jourdonnais" },
    { "cy", role = "sheriff", character = "paul_regret" },
    { "dee", role = "outlaw", character = "lucky_duke", life = 1 },
  },
  rolls = {
    { "1", "dynamite", "dynamite", "gatling", "gatling" },       -- cy
    { "arrow", "dynamite", "dynamite", "gatling", "gatling" },   -- ann
    { "arrow", "dynamite", "dynamite", "gatling", "gatling" },   -- bob
  },
}
expect { active = "cy", turn = 1, awaiting = "cy", decision = "reroll" }
command("cy", "stop")
command("cy", "shoot dee")
expect { dee = { eliminated = true }, logged = { "D-14" } }
expect { active = "ann", turn = 2 }   -- seat 4 is out: from seat 3 play wraps to seat 1
command("ann", "stop")
expect { active = "bob", turn = 3 }
command("bob", "stop")
expect { active = "cy", turn = 4, ann = { arrows = 1 }, bob = { arrows = 1 } }
