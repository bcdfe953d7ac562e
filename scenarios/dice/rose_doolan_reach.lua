-- Six players: Rose Doolan's "1" hits two seats away and her "2" three seats away.
scenario {
  title = "Rose Doolan shoots farther", rules = { "D-50", "D-11", "D-1" },
  game = "dice", seed = 54,
  players = {
    { "ann", role = "sheriff", character = "rose_doolan" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "jesse_jones" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "deputy", character = "black_jack" },
    { "fay", role = "outlaw", character = "willy_the_kid" },
  },
  rolls = { { "1", "2", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
command("ann", "shoot cy")    -- "1" at distance 2
command("ann", "shoot dee")   -- "2" at distance 3
expect { cy = { life = 8 }, dee = { life = 7 }, bob = { life = 8 }, eve = { life = 8 }, fay = { life = 8 },
         ann = { max_life = 11 }, logged = { "D-50" }, active = "bob" }
