-- "1" hits a neighbour on either side (wrapping round); "2" hits exactly two seats away, either way.
scenario {
  title = "Bull's Eye 1 and 2 reach", rules = { "D-11" },
  game = "dice", seed = 25,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "deputy", character = "black_jack" },
  },
  rolls = { { "1", "2", "2", "dynamite", "arrow" } },
}
command("ann", "stop")
command("ann", "shoot eve")   -- die 1: to the right, round the table
command("ann", "shoot dee")   -- die 2: two seats to the right
command("ann", "shoot cy")    -- die 3: two seats to the left
expect { eve = { life = 7 }, dee = { life = 7 }, cy = { life = 8 }, bob = { life = 8 },
         active = "bob", turn = 2 }
