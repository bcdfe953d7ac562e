-- The end of the manuals' Example 1 (pt-BR manual, zh manual 例1): A has a Scope and
-- sees C at 1... unless C has a Mustang: the two cancel and A sees C at 2 again.
-- ann's options list one "play bang <name>" per player in range (clockwise from
-- her left), then her other cards in hand order: the number typed proves the count.
scenario {
  title = "Manual: A's Scope and C's Mustang cancel, C is at 2",
  rules = { "C-12", "C-13", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", inplay = { "scope" },
      hand = { "bang", "schofield" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {}, inplay = { "mustang" } },
    { "dee", role = "renegade", character = "black_jack", hand = {} },
    { "eve", role = "outlaw", character = "kit_carlson", hand = {} },
    { "fay", role = "deputy", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
-- Colt .45 (range 1) with the Scope: bob 1, eve 2-1, fay 1 are targets; cy
-- (2+1-1 = 2) and dee (3-1 = 2) are not, so option 4 is the Schofield.
command("ann", "4")
expect { ann = { inplay = { "scope", "schofield" } } }
-- With range 2 she reaches cy: he is at exactly 2.
command("ann", "play bang cy")
expect { cy = { life = 3 }, discard_top = "bang" }
