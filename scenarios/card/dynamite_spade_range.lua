-- Dynamite explodes only on a Spade from 2 to 9 (value order 2..10 J Q K A):
-- the 10 of Spades passes it on, the 9 of Spades sets it off. It passes to the
-- next player in play on the left: bob is out by then, so it goes to cy.
scenario {
  title = "Dynamite: 10 of Spades passes (skipping a dead player), 9 of Spades explodes",
  rules = { "C-33", "C-6", "C-5" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "dynamite", "bang" } },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",        -- ann, turn 1
           "missed 2s", "missed 3s",    -- cy, turn 2
           "missed 4s", "missed 5s",    -- dee, turn 3
           "jail 10s",                  -- ann's draw!: 10 of Spades, passes
           "missed 6s", "missed 7s",    -- ann, turn 4
           "stagecoach 9s",             -- cy's draw!: 9 of Spades, explodes
           "beer 8h", "beer 9h" },      -- cy, turn 5
}
command("ann", "play dynamite")
command("ann", "play bang bob")
expect { bob = { eliminated = true }, ann = { inplay = { "dynamite" } } }
command("ann", "end")
-- cy and dee have only Missed! cards: their turns end by themselves.
expect { active = "ann", turn = 4, ann = { inplay = {} }, cy = { inplay = { "dynamite" } },
         discard_top = "jail 10s" }
command("ann", "end")
expect { active = "cy", turn = 5, cy = { life = 1, inplay = {}, hand = { "missed", "missed", "beer", "beer" } },
         discard_top = "dynamite" }
