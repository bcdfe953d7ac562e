-- The manuals' Mustang example (pt-BR manual "Mustang", zh manual 野马), second half:
-- A (ann) has a Mustang, so F sees A at 2 and E at 3, while A still sees the
-- others at the normal distance (C at 2). The first half (B, C, D) is
-- manual_mustang_six.lua. A "number" command picks that option: the BANG!
-- targets come first (one per player in range, clockwise from the shooter's
-- left), then the other cards in hand order, so the number proves the count.
scenario {
  title = "Manual: A has a Mustang: F sees A at 2, E at 3; A sees C at 2",
  rules = { "C-12", "C-13", "C-14" },
  game = "card", seed = 1, first = "eve",
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", inplay = { "mustang" },
      hand = { "missed 2s", "missed 3s", "bang", "schofield" } },
    { "bob", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
    { "eve", role = "outlaw", character = "black_jack", hand = { "bang", "remington" },
      inplay = { "schofield" } },
    { "fay", role = "deputy", character = "vulture_sam", hand = { "bang", "schofield" } },
  },
  deck = { "missed 5s", "missed 6s",                -- eve (Black Jack: a black second card)
           "beer 6h", "beer 7h",                     -- fay
           "beer 8h", "beer 9h" },                   -- ann
}
-- eve, Schofield: fay, cy, dee are targets (ann at 2+1 = 3 and bob at 3 are
-- not): option 4 is her Remington. With range 3 she reaches ann: ann is at 3.
command("eve", "4")
expect { eve = { inplay = { "remington" } } }
command("eve", "play bang ann")
command("ann", "play missed")
-- eve has only Missed! cards left: her turn ends by itself.
-- fay, Colt .45: only eve is a target (ann is at 1+1 = 2): option 2 is the Schofield.
command("fay", "2")
expect { fay = { inplay = { "schofield" } } }
command("fay", "play bang ann")          -- range 2 reaches her: ann is at 2
command("ann", "play missed")
command("fay", "end")
-- ann's Mustang does not change how she sees the others: with the Colt .45 only
-- bob and fay are targets, so option 3 is her Schofield; with it she reaches cy.
expect { active = "ann", ann = { life = 5, hand = { "bang", "schofield", "beer", "beer" } } }
command("ann", "3")
command("ann", "play bang cy")
expect { ann = { inplay = { "mustang", "schofield" } }, cy = { life = 3 } }
