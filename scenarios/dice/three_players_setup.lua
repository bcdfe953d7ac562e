-- Three players: Deputy, Outlaw, Renegade, no Sheriff and no +2 life; the Deputy plays first wherever he sits.
scenario {
  title = "Three players: no Sheriff, the Deputy starts", rules = { "D-30", "D-1", "D-4" },
  game = "dice", seed = 32,
  players = {
    { "ann", role = "outlaw", character = "jesse_jones" },
    { "bob", role = "renegade", character = "lucky_duke" },
    { "cy", role = "deputy", character = "paul_regret" },
  },
  rolls = { { "arrow", "dynamite", "dynamite", "gatling", "gatling" } },
}
expect { active = "cy", turn = 1, cy = { max_life = 9, life = 9, arrows = 1 },
         ann = { max_life = 9 }, bob = { max_life = 8 } }
command("cy", "stop")
expect { active = "ann", turn = 2 }
