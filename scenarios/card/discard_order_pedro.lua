-- The eliminated player chooses the order of his discards (C-35, FAQ Q07):
-- it matters only because Pedro Ramirez plays next and may take the top of
-- the discard pile, so only then is he asked which card goes on top; Pedro
-- then takes it (C-49).
scenario {
  title = "Eliminated before Pedro Ramirez's turn: he chooses the card on top",
  rules = { "C-35", "C-49", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", life = 1, hand = { "panic", "missed 2s" },
      inplay = { "scope" } },
    { "cy", role = "outlaw", character = "pedro_ramirez", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
  },
  deck = { "missed 3s", "missed 4s",            -- ann's phase 1
           "beer 6h", "beer 7h", "beer 8h",     -- her reward (C-36)
           "bang 5c" },                         -- Pedro's second card
}
command("ann", "play bang bob")
command("bob", "hit")
expect { awaiting = "bob", decision = "discard_order", bob = { eliminated = true },
         options = { "top panic", "top missed", "top scope" } }
command("bob", "top scope")
expect { discard_top = "scope", logged = { "C-35" } }
command("ann", "end")
command("cy", "draw discard")
expect { cy = { hand = { "scope", "bang 5c" } }, logged = { "C-49" } }
