-- The Sheriff (cy, third seat) plays first, then play goes clockwise: dee,
-- eve, then round to ann and bob. Players with nothing to play end their turn
-- by themselves (dee and ann draw only Missed! cards).
scenario {
  title = "The Sheriff starts; then clockwise round the table",
  rules = { "C-5", "C-8" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "outlaw", character = "jourdonnais", hand = {} },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
    { "eve", role = "deputy", character = "paul_regret", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",         -- cy
           "missed 2s", "missed 3s",     -- dee
           "beer 8h", "beer 9h",         -- eve
           "missed 4s", "missed 5s",     -- ann
           "beer 10h", "beer jh" },      -- bob
}
expect { active = "cy", turn = 1, cy = { hand = { "beer 6h", "beer 7h" } } }
command("cy", "end")
expect { active = "eve", turn = 3, dee = { hand = { "missed 2s", "missed 3s" } },
         eve = { hand = { "beer 8h", "beer 9h" } } }
command("eve", "end")
expect { active = "bob", turn = 5, ann = { hand = { "missed 4s", "missed 5s" } },
         bob = { hand = { "beer 10h", "beer jh" } }, logged = { "C-5" } }
