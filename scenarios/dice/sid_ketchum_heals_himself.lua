-- Sid Ketchum may choose himself: the log says so in its own words, not "bob chooses bob".
scenario {
  title = "Sid Ketchum heals himself", rules = { "D-51" },
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
command("bob", "heal bob")
expect { bob = { life = 7 }, cy = { life = 4 }, decision = "reroll",
         logged = { "D-51", "{player} chooses to gain 1 life." },
         not_logged = { "{player} chooses {target} to gain 1 life." } }
