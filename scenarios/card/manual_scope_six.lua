-- The manuals' Scope example (pt-BR manual "Mira", zh manual 望远镜): A has a Scope:
-- he sees B and F at 1, C and E at 1, D at 2; the others see A at the normal
-- distance (B 1, C 2, D 3). Each "number" command picks that option: the BANG!
-- targets come first (one per player in range, clockwise from the shooter's
-- left), then the other cards in hand order, so the number proves the count.
scenario {
  title = "Manual: A with a Scope sees B, C, E, F at 1 and D at 2; others see A normally",
  rules = { "C-12", "C-13", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", inplay = { "scope" },
      hand = { "bang", "bang", "bang", "schofield" } },
    { "bob", role = "outlaw", character = "vulture_sam", hand = { "bang" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = { "bang", "schofield" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = { "bang", "remington" },
      inplay = { "schofield" } },
    { "eve", role = "outlaw", character = "black_jack", hand = {} },
    { "fay", role = "deputy", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",            -- ann (no Missed!: she takes every hit)
           "beer 8h", "beer 9h",            -- bob
           "beer 10h", "beer jh",           -- cy
           "stagecoach", "stagecoach",      -- dee
           "wells_fargo", "saloon" },
}
-- Colt .45 + Scope: cy and eve (2 - 1) are in range.
command("ann", "play bang cy")
command("ann", "play bang eve")
expect { cy = { life = 3 }, eve = { life = 3 } }
-- Four targets (bob, cy, eve, fay), so option 5 is the Schofield: dee is not at 1.
command("ann", "5")
expect { ann = { inplay = { "scope", "schofield" } } }
command("ann", "play bang dee")       -- range 2 reaches him: dee is at exactly 2
expect { dee = { life = 3 } }
command("ann", "end")
-- bob sees ann at 1 (the Scope does nothing for the others).
expect { active = "bob" }
command("bob", "play bang ann")
expect { ann = { life = 4 } }
command("bob", "end")
-- cy, Colt .45: only dee and bob are targets, so option 3 is his Schofield:
-- ann is not at 1 for him. With range 2 he reaches her: she is at 2.
command("cy", "3")
command("cy", "play bang ann")
expect { ann = { life = 3 }, cy = { inplay = { "schofield" } } }
command("cy", "end")
-- dee, Schofield: eve, fay, bob, cy are targets, option 5 is his Remington (ann
-- is not at 2); with range 3 he reaches her: she is at 3.
command("dee", "5")
command("dee", "play bang ann")
expect { ann = { life = 2 }, dee = { inplay = { "remington" } } }
