-- A player may stop after the first roll: the dice resolve as rolled.
scenario {
  title = "Stop at once and keep the first roll", rules = { "D-5", "D-11" },
  game = "dice", seed = 6,
  players = {
    { "ann", role = "sheriff", character = "jourdonnais" },
    { "bob", role = "outlaw", character = "black_jack" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "2", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("ann", "stop")
-- With four players only cy sits two seats away: the "2" hits him, no question asked.
expect { cy = { life = 8 }, bob = { life = 8 }, dee = { life = 8 }, ann = { arrows = 1 },
         active = "bob", turn = 2 }
