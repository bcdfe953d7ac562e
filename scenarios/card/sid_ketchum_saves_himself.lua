-- Sid Ketchum out of turn, dying, with only two players left: a Beer would
-- heal nothing (and is not offered), but his ability still works.
scenario {
  title = "Sid Ketchum survives lethal damage with two players left",
  rules = { "C-51", "C-34", "C-29", "C-36" },
  game = "card", seed = 1,
  players = {   -- seat order: the Gatling hits cy, dee, then bob
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "gatling" } },
    { "cy", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "jourdonnais", life = 1, hand = {} },
    { "bob", role = "renegade", character = "sid_ketchum", life = 1,
      hand = { "beer 6h", "missed 2s", "bang 5c" } },
  },
  deck = { "beer 7h", "beer 8h",                   -- ann's phase 1
           "stagecoach", "stagecoach", "panic",     -- reward for cy
           "duel", "indians", "saloon" },           -- reward for dee
}
command("ann", "play gatling")
command("dee", "hit")            -- (he declines his Jourdonnais Barrel)
expect { cy = { eliminated = true }, dee = { eliminated = true }, awaiting = "bob", decision = "answer" }
command("bob", "hit")            -- he keeps his Missed!: two players left, 0 life
expect { awaiting = "bob", decision = "save", bob = { life = 0 } }
command("bob", "ability")
command("bob", "discard beer")
command("bob", "discard missed")
expect { bob = { life = 1, alive = true, hand = { "bang" } }, over = false, awaiting = "ann" }
