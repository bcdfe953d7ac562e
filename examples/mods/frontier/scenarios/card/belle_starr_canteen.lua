-- The example mod "frontier" (run with: bang scenario --mod
-- examples/mods/frontier examples/mods/frontier/scenarios/card/*.lua).
-- Belle Starr draws 3 cards in phase 1; the Canteen heals 1 and draws 1;
-- the mod's Paul Regret has 4 bullets.
scenario {
  title = "frontier: Belle Starr draws 3, the Canteen heals 1 and draws 1, Paul Regret has 4 bullets",
  rules = { "C-8", "C-23", "C-3" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "belle_starr", life = 3, hand = { "canteen 5h" } },
    { "bob", role = "outlaw", character = "paul_regret", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s", "missed 4s",   -- ann's phase 1: three cards
           "stagecoach" },                           -- the Canteen's card
}
expect { ann = { life = 3, max_life = 5, hand = { "canteen", "missed", "missed", "missed" } },
         bob = { life = 4, max_life = 4 } }
command("ann", "play canteen")
expect { ann = { life = 4, hand = { "missed", "missed", "missed", "stagecoach" } }, logged = { "C-23" } }
