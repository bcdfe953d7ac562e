-- All targets are chosen before any hit lands: both "1"s may aim at the same player at 1 life.
scenario {
  title = "Targets chosen first, hits applied together", rules = { "D-10", "D-11", "D-14" },
  game = "dice", seed = 24,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1, arrows = 2 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "1", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
command("ann", "shoot bob")
expect { bob = { life = 1, alive = true }, decision = "shoot" }   -- nothing has landed yet
command("ann", "shoot bob")
-- bob is out (life 0, not below), his 2 arrows go back: 9 - 1 (ann's) = 8.
expect { bob = { eliminated = true, life = 0, arrows = 0 }, pile = 8, ann = { arrows = 1 },
         active = "cy", turn = 2 }
