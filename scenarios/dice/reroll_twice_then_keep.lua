-- Two rerolls at most; a die kept at the first reroll may be rerolled at the second; the last roll must be kept.
scenario {
  title = "Two rerolls, then the dice must be accepted", rules = { "D-5", "D-12", "D-13" },
  game = "dice", seed = 5,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", life = 5 },
    { "bob", role = "outlaw", character = "black_jack" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = {
    { "beer", "beer", "dynamite", "arrow", "arrow" },
    { "gatling", "gatling" },   -- reroll 1 2
    { "gatling", "beer" },      -- reroll 4 5: dice left alone the first time
  },
}
expect { ann = { arrows = 2 }, pile = 7, decision = "reroll" }
command("ann", "reroll 1 2")
expect { dice = { "gatling", "gatling", "dynamite", "arrow", "arrow" }, ann = { arrows = 2 }, decision = "reroll" }
command("ann", "reroll 4 5")
-- No third reroll is offered: the next decision is already the Beer.
expect { dice = { "gatling", "gatling", "dynamite", "gatling", "beer" }, awaiting = "ann", decision = "beer" }
command("ann", "beer ann")
expect {
  ann = { life = 6, arrows = 0 }, pile = 9,
  bob = { life = 7 }, cy = { life = 8 }, dee = { life = 7 },
  active = "bob", turn = 2,
}
