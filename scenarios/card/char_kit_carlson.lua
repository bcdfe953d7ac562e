-- Kit Carlson: in phase 1 he looks at the top three cards, keeps two and puts
-- the third back on top of the deck -- where the next player draws it.
scenario {
  title = "Kit Carlson: three cards seen, one put back on top",
  rules = { "C-46", "C-8" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "kit_carlson", hand = {} },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "bang 5c", "missed 2s", "duel", "beer 6h" },
}
expect { awaiting = "ann", decision = "put_back", table = { "bang", "missed", "duel" } }
command("ann", "back missed")
expect { ann = { hand = { "bang 5c", "duel" } }, table = {}, deck_size = 80 - 2, logged = { "C-46" } }
command("ann", "end")
-- bob draws the Missed! ann put back, then the Beer.
expect { active = "bob", bob = { hand = { "missed 2s", "beer 6h" } } }
