-- With two players left a Beer may be played but heals nothing; a Saloon still
-- heals everyone.
scenario {
  title = "Two players left: Beer heals nothing, Saloon still heals",
  rules = { "C-24", "C-25", "C-23", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", life = 3, hand = { "gatling", "beer", "saloon" } },
    { "bob", role = "renegade", character = "lucky_duke", life = 3, hand = {} },
    { "cy", role = "outlaw", character = "sid_ketchum", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
  },
  deck = { "missed 2s", "missed 3s",                         -- ann's phase 1
           "missed 4s", "missed 5s", "missed 6s",             -- reward for cy
           "missed 7s", "missed 8s", "missed 10c" },          -- reward for dee
}
command("ann", "play gatling")
expect { cy = { eliminated = true }, dee = { eliminated = true }, bob = { life = 2 }, over = false }
command("ann", "play beer")
expect { ann = { life = 3 }, discard_top = "beer", logged = { "C-24" } }
command("ann", "play saloon")
expect { ann = { life = 4 }, bob = { life = 3 }, logged = { "C-25" } }
