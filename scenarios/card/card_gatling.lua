-- Gatling: a BANG! at every other player, one at a time clockwise from the
-- player's left; each may cancel it with a Missed! or a Barrel. It is not a
-- card named BANG!: a BANG! may still be played after it.
scenario {
  title = "Gatling: everyone else, clockwise; not a BANG!",
  rules = { "C-29", "C-20", "C-21", "C-22" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "gatling", "bang" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "missed 2s" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {}, inplay = { "barrel" } },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "beer 8h" },            -- cy's Barrel: a Heart
}
command("ann", "play gatling")
-- bob (ann's left) answers first, then cy, then dee.
expect { awaiting = "bob", decision = "answer" }
command("bob", "play missed")
expect { awaiting = "cy", decision = "answer" }
command("cy", "barrel")
expect { bob = { life = 4 }, cy = { life = 4 }, dee = { life = 3 }, awaiting = "ann" }
-- The Gatling did not use up ann's BANG!.
command("ann", "play bang bob")
expect { bob = { life = 3 }, discard_top = "bang" }
