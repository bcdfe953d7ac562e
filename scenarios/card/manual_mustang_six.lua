-- The manuals' Mustang example (pt-BR manual "Mustang", zh manual 野马), first half:
-- A (ann) has a Mustang, so B sees A at 2, C at 3 and D at 4 (the other side,
-- E and F, is manual_mustang_six_left.lua). Each shooter first proves that
-- ann is out of reach with a weapon one short, then reaches her with the next.
-- A "number" command picks that option: the BANG! targets come first (one per
-- player in range, clockwise from the shooter's left), then the other cards in
-- hand order, so the number proves how many players were in range.
scenario {
  title = "Manual: A has a Mustang: B sees A at 2, C at 3, D at 4",
  rules = { "C-12", "C-13", "C-14", "C-28" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", inplay = { "mustang" },
      hand = { "missed 2s", "missed 3s", "missed 4s" } },
    { "bob", role = "outlaw", character = "vulture_sam", hand = { "bang", "schofield" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = { "bang", "remington" },
      inplay = { "schofield" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = { "panic", "bang", "rev_carabine" } },
    { "eve", role = "outlaw", character = "black_jack", hand = {} },
    { "fay", role = "deputy", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",      -- bob
           "beer 8h", "beer 9h",      -- cy
           "beer 10h", "beer jh",     -- dee
           "stagecoach", "stagecoach" },
}
-- bob, Colt .45: only cy is a target (ann is at 1+1 = 2): option 2 is his Schofield.
command("bob", "2")
expect { bob = { inplay = { "schofield" } } }
command("bob", "play bang ann")          -- range 2 reaches her: ann is at 2
command("ann", "play missed")
expect { ann = { life = 5, hand_size = 2 }, discard_top = "missed" }
command("bob", "end")
-- cy, Schofield: dee, eve, bob are targets (not fay at 3, not ann at 2+1 = 3):
-- option 4 is his Remington. With range 3 he reaches ann: she is at 3.
command("cy", "4")
expect { cy = { inplay = { "remington" } } }
command("cy", "play bang ann")
command("ann", "play missed")
command("cy", "end")
-- dee takes cy's Remington with a Panic! (cy is at 1) and puts it in play.
command("dee", "play panic cy remington")
command("dee", "play remington")
expect { dee = { inplay = { "remington" } }, cy = { inplay = {} } }
-- Remington: eve, fay, bob, cy are targets, option 5 is his Rev. Carabine: ann
-- (3+1 = 4) is not at 3. With range 4 he reaches her: she is at 4.
command("dee", "5")
expect { dee = { inplay = { "rev_carabine" } } }
command("dee", "play bang ann")
command("ann", "play missed")
expect { ann = { life = 5, hand = {} }, dee = { hand = { "beer", "beer" } } }
