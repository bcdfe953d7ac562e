-- With two players left a Beer cannot save a dying player (it would heal
-- nothing): bob, the last one hit by the Gatling, holds a Beer but is out,
-- and the Sheriff wins.
scenario {
  title = "Two players left: a Beer does not save from lethal damage",
  rules = { "C-24", "C-34", "C-37", "C-29" },
  game = "card", seed = 1,
  players = {   -- seat order: the Gatling hits cy, dee, then bob
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "gatling" } },
    { "cy", role = "outlaw", character = "sid_ketchum", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = { "beer 6h" } },
  },
  deck = { "missed 2s", "missed 3s" },
}
command("ann", "play gatling")
expect { bob = { eliminated = true, hand = {} }, over = true, winner = "law" }
