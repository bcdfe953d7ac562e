-- The manuals' distance examples (pt-BR manual "Exemplo 1/2", zh manual 例1/例2) on a
-- table of six, A..F = ann..fay: A shoots C at distance 2 (a Volcanic is not
-- enough, a Schofield is); with a Mustang in front of D, A sees D at 4 (a
-- Remington is not enough, a Rev. Carabine is).
--
-- How absent targets are proved: ann's options list one "play bang <name>" per
-- player in range (clockwise from her left), then her other cards in hand order,
-- then "end". Typing the option's NUMBER and seeing which card got played proves
-- how many players were in range. Willy the Kid may shoot several times.
scenario {
  title = "Manual: A shoots C at 2 (Schofield, not Volcanic); D with a Mustang at 4",
  rules = { "C-12", "C-13", "C-14", "C-9", "C-31" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", inplay = { "volcanic" },
      hand = { "bang", "bang", "schofield", "remington", "rev_carabine" } },
    { "bob", role = "outlaw", character = "vulture_sam", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {}, inplay = { "mustang" } },
    { "eve", role = "outlaw", character = "black_jack", hand = {} },
    { "fay", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },   -- ann's phase-1 draw (no use to her)
}
-- Volcanic (range 1): only bob and fay (distance 1) are targets, so option 3 is
-- the Schofield: cy (2), eve (2) and dee (3 + Mustang = 4) are out of range.
expect { awaiting = "ann", decision = "play" }
command("ann", "3")
expect { ann = { inplay = { "schofield" } }, discard_top = "volcanic" }  -- C-9: one weapon
-- Example 1: with the Schofield (range 2) ann reaches cy at distance 2.
command("ann", "play bang cy")
expect { cy = { life = 3 } }
-- Schofield: bob, cy, eve, fay are in range (four BANG! options); option 5 is the
-- Remington, so dee is not at distance 2.
command("ann", "5")
expect { ann = { inplay = { "remington" } }, discard_top = "schofield" }
-- Remington (range 3): still only bob, cy, eve, fay: dee is not at 3 either.
command("ann", "5")
expect { ann = { inplay = { "rev_carabine" } }, discard_top = "remington" }
-- Example 2: the Rev. Carabine (range 4) reaches dee behind his Mustang.
command("ann", "play bang dee")
expect { dee = { life = 3, inplay = { "mustang" } }, ann = { hand = { "missed", "missed" } } }
