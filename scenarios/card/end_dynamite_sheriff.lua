-- The Renegade's Gatling eliminates both Outlaws (two reward draws), leaving
-- him alone with the Sheriff at 2 life. At the start of her turn the Dynamite
-- explodes; with two players left her Beer cannot save her; the Renegade is
-- the last one in play and wins.
scenario {
  title = "Dynamite finishes the Sheriff: the Renegade wins",
  rules = { "C-37", "C-33", "C-24", "C-36", "C-34" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", life = 3, hand = { "beer 6h" },
      inplay = { "dynamite" } },
    { "bob", role = "renegade", character = "willy_the_kid", hand = { "gatling" } },
    { "cy", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
  },
  deck = { "missed 2s", "missed 3s",                    -- bob's phase 1
           "bang 2c", "bang 3c", "bang 4c",              -- reward for cy
           "bang 6c", "bang 7c", "bang 8c",              -- reward for dee
           "missed 4s" },                                -- ann's Dynamite: explodes
}
command("bob", "play gatling")
expect { cy = { eliminated = true }, dee = { eliminated = true }, ann = { life = 2 },
         bob = { hand_size = 2 + 6 } }
command("bob", "end")
command("bob", "discard missed")     -- 8 cards for 4 life
command("bob", "discard missed")
expect { over = true, winner = "bob", ann = { eliminated = true, hand = {} }, discard_top = "beer" }
