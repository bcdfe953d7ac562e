-- Beer gives 1 life to any player in play; on a player at maximum life it is wasted (never above the maximum).
scenario {
  title = "Beer: any player, wasted at full life", rules = { "D-12", "D-2", "D-10" },
  game = "dice", seed = 28,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 5 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "beer", "beer", "beer", "dynamite", "arrow" } },
}
command("ann", "stop")
command("ann", "beer bob")
command("ann", "beer cy")    -- cy is at 9 of 9: wasted
command("ann", "beer ann")   -- ann is at 11 of 11: wasted
expect { bob = { life = 6 }, cy = { life = 9, max_life = 9 }, ann = { life = 11 },
         logged = { "{player} is at full life: the life is wasted." }, active = "bob" }
