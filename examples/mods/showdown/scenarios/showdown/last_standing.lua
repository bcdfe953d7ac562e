-- The last one standing wins (SD-1, SD-5); a full gun must shoot (SD-3).
scenario {
  title = "showdown: the last one standing wins",
  rules = { "SD-1", "SD-3", "SD-5" },
  game = "showdown", seed = 1,
  players = {
    { "ann", bullets = 3 },
    { "bob", life = 1 },
  },
}
expect { refused = { "load", rule = "SD-3" } }
command("ann", "shoot bob")
expect { bob = { eliminated = true }, ann = { won = true, bullets = 2 }, logged = { "SD-1", "SD-5" } }
