-- Three Dynamite on the first roll: no reroll, 1 life lost first, then the other dice still resolve in order.
scenario {
  title = "Three Dynamite: rolling ends, lose 1 life, the rest still resolves",
  rules = { "D-7", "D-10", "D-12" },
  game = "dice", seed = 9,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "dynamite", "1", "dynamite", "dynamite", "beer" } },
}
-- No reroll decision: the Dynamite has already cost 1 life, now the "1".
expect { awaiting = "ann", decision = "shoot", ann = { life = 10 }, logged = { "D-7" } }
command("ann", "shoot bob")
expect { bob = { life = 7 }, decision = "beer" }
-- The Beer comes after the Dynamite, so it is not wasted on a full Sheriff.
command("ann", "beer ann")
expect { ann = { life = 11 }, active = "bob", turn = 2 }
