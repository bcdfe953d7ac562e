-- Bart Cassidy: each life point he loses draws him a card -- before the
-- lethal-damage check, so a Beer drawn that way can save him (C-34 ruling).
scenario {
  title = "Bart Cassidy draws per life lost, and the drawn Beer saves him",
  rules = { "C-40", "C-34", "C-23" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang" } },
    { "bob", role = "outlaw", character = "bart_cassidy", life = 2, hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 7h", "beer 8h",       -- ann's phase 1
           "panic",                    -- bob's card for the first hit
           "beer 6h" },                -- ... and for the second
}
command("ann", "play bang bob")
expect { bob = { life = 1, hand = { "panic" } }, logged = { "C-40" } }
command("ann", "play bang bob")
-- At 0 he has already drawn the Beer: he may drink it.
expect { awaiting = "bob", decision = "save", bob = { life = 0, hand = { "panic", "beer" } } }
command("bob", "play beer")
expect { bob = { life = 1, alive = true, hand = { "panic" } }, discard_top = "beer 6h" }
