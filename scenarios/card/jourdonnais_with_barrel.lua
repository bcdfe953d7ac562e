-- Jourdonnais with a real Barrel draws! twice before he must play a Missed!;
-- against Slab the Killer both draws! and the Missed! add up to the two
-- Missed! effects needed.
scenario {
  title = "Jourdonnais with a Barrel: two draws!, then a Missed! (against Slab)",
  rules = { "C-45", "C-22", "C-52" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "slab_the_killer", hand = { "bang" } },
    { "bob", role = "renegade", character = "jourdonnais", hand = { "missed 2s" }, inplay = { "barrel" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "bang 5c",              -- first draw!: fails
           "beer 8h" },            -- second draw!: a Heart, one Missed! effect
}
command("ann", "play bang bob")
command("bob", "barrel")
expect { awaiting = "bob", decision = "answer" }
command("bob", "barrel")
-- One effect so far (the Heart); Slab's BANG! needs a second: the Missed!.
expect { awaiting = "bob", decision = "answer", discard_top = "beer 8h" }
command("bob", "play missed")
expect { bob = { life = 4, hand = {}, inplay = { "barrel" } }, logged = { "C-52", "C-22" } }
