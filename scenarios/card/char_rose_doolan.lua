-- Rose Doolan: a Scope of her own, which adds up with a real one. Table of
-- six: with her own she sees cy and eve (2) at 1 but not dee (3); with a Scope
-- too she sees dee at 3 - 2 = 1. A "number" command picks that option: her
-- BANG! targets come first (clockwise from her left), then her other cards.
scenario {
  title = "Rose Doolan: a virtual Scope, stacking with a real one",
  rules = { "C-50", "C-13", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang", "scope" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
    { "eve", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "fay", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
-- Colt .45: bob, cy, eve, fay are in range, so option 5 is the Scope.
command("ann", "5")
expect { ann = { inplay = { "scope" } } }
command("ann", "play bang dee")
expect { dee = { life = 3 } }
