-- Schofield: a weapon of range 2; playing it discards the weapon in play.
-- Table of seven: from ann, bob and gus are at 1, cy and fay at 2, dee and eve
-- at 3. A "number" command picks that option: ann's BANG! targets come first
-- (one per player in range, clockwise from her left), then her other cards in
-- hand order, then "end" -- so the number proves how many are in range.
scenario {
  title = "Schofield: range 2, replaces the Volcanic",
  rules = { "C-14", "C-9", "C-12" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang", "schofield" },
      inplay = { "volcanic" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "eve", role = "renegade", character = "sid_ketchum", hand = {} },
    { "fay", role = "deputy", character = "jourdonnais", hand = {} },
    { "gus", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
-- Volcanic: bob and gus only, so option 3 is the Schofield.
command("ann", "3")
expect { ann = { inplay = { "schofield" } }, discard_top = "volcanic" }
command("ann", "play bang cy")
expect { cy = { life = 3 } }
-- Schofield: bob, cy, fay, gus -- option 5 is "end": dee and eve (3) are out.
command("ann", "5")
expect { active = "bob", dee = { life = 4 }, eve = { life = 4 }, ann = { hand = { "bang", "missed", "missed" } } }
