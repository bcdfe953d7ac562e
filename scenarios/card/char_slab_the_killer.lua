-- Slab the Killer: his BANG! needs two Missed! effects -- a successful Barrel
-- draw! counts as one -- but his Gatling needs only one; one Missed! alone
-- does not stop his BANG!.
scenario {
  title = "Slab the Killer: two Missed! against his BANG!, one against his Gatling",
  rules = { "C-52", "C-22", "C-21", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "slab_the_killer", hand = { "bang", "gatling" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = { "missed 2s" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = { "missed 3s" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = { "missed 4s" } },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "beer 8h",              -- bob's (Jourdonnais) Barrel: a Heart
           "bang 5c" },            -- bob's Barrel against the Gatling: a Club
}
command("ann", "play bang bob")
expect { logged = { "C-52" } }
command("bob", "barrel")            -- one effect
expect { awaiting = "bob", decision = "answer", bob = { life = 4 } }
command("bob", "play missed")       -- the second
expect { bob = { life = 4, hand = {} }, awaiting = "ann", logged = { "{player} dodges the shot." } }
command("ann", "play gatling")
command("bob", "barrel")            -- fails, nothing else: hit
command("cy", "play missed")        -- one Missed! is enough against the Gatling
command("dee", "play missed")
expect { bob = { life = 3 }, cy = { life = 4, hand = {} }, dee = { life = 4, hand = {} } }
