-- With three players left in play, a "2" acts as a "1": it may hit the neighbour bob.
scenario {
  title = "Three in play: \"2\" acts as \"1\"", rules = { "D-11", "D-9" },
  game = "dice", seed = 27,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet", life = 3, arrows = 8 },
  },
  rolls = { { "arrow", "2", "dynamite", "dynamite", "gatling" } },
}
expect { dee = { eliminated = true }, over = false }
command("ann", "stop")
command("ann", "shoot bob")
expect { bob = { life = 7 }, cy = { life = 9 }, active = "bob", turn = 2 }
