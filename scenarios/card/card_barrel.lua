-- Barrel: when shot at, the owner may draw!: a Heart cancels the shot as a
-- Missed! would; if the draw! fails he may still play a Missed!. The Barrel
-- stays in play.
scenario {
  title = "Barrel: a failed draw!, then a Missed!",
  rules = { "C-22", "C-30", "C-31" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang", "gatling" } },
    { "bob", role = "outlaw", character = "black_jack", hand = { "missed 2s" }, inplay = { "barrel" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "bang 5c",              -- bob's first draw!: a Club, it fails
           "mustang 8h" },         -- bob's second draw! (the Gatling): a Heart
}
command("ann", "play bang bob")
expect { awaiting = "bob", decision = "answer" }
command("bob", "barrel")
-- The draw! failed (the 5 of Clubs is discarded): he can still play his Missed!.
expect { awaiting = "bob", decision = "answer", discard_top = "bang 5c", bob = { life = 4 } }
command("bob", "play missed")
expect { bob = { life = 4, hand = {}, inplay = { "barrel" } }, awaiting = "ann" }
-- The Barrel is still there for the Gatling: a Heart cancels it.
command("ann", "play gatling")
command("bob", "barrel")
expect { bob = { life = 4, inplay = { "barrel" } }, cy = { life = 3 }, dee = { life = 3 },
         logged = { "C-22", "C-30" } }
