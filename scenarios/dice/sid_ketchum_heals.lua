-- Sid Ketchum, at the start of his turn, gives 1 life to a player of his choice before rolling.
scenario {
  title = "Sid Ketchum heals at the start of his turn", rules = { "D-51" },
  game = "dice", seed = 55,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "sid_ketchum", life = 6 },
    { "cy", role = "outlaw", character = "rose_doolan", life = 4 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = { { "arrow", "dynamite", "dynamite", "gatling", "gatling" } },
}
expect { awaiting = "bob", decision = "heal", turn = 1 }
command("bob", "heal cy")
expect { cy = { life = 5 }, bob = { life = 6 }, decision = "reroll",
         logged = { "D-51", "{player} chooses {target} to gain 1 life." },
         not_logged = { "{player} chooses to gain 1 life." } }
command("bob", "stop")
expect { active = "cy", turn = 2 }
