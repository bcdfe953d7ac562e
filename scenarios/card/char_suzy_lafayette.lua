-- Suzy Lafayette: whenever her hand becomes empty she draws a card -- on her
-- turn (she plays her last card) and out of turn (a Cat Balou takes it).
scenario {
  title = "Suzy Lafayette draws when her hand empties, in and out of turn",
  rules = { "C-53", "C-28" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", hand = { "bang" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = { "cat_balou" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "missed 2s",            -- her card when the BANG! leaves her hand empty
           "beer 8h", "beer 9h",   -- bob's phase 1
           "panic" },              -- her card after the Cat Balou
}
command("ann", "play beer")
command("ann", "play beer")
command("ann", "play bang bob")
command("bob", "hit")
expect { ann = { hand = { "missed 2s" } }, bob = { life = 3 }, logged = { "C-53" } }
-- Only a Missed! in her hand: her turn ends by itself.
expect { active = "bob" }
command("bob", "play cat_balou ann hand")
expect { ann = { hand = { "panic" } }, discard_top = "missed 2s" }
