-- Remington: a weapon of range 3. Table of seven: from ann, bob and gus are at
-- 1, cy and fay at 2, dee at 3, eve at 3 + her Mustang = 4. A "number" command
-- picks that option: ann's BANG! targets come first (one per player in range,
-- clockwise from her left), then her other cards in hand order, then "end".
scenario {
  title = "Remington: range 3",
  rules = { "C-14", "C-9", "C-13" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang", "remington" },
      inplay = { "schofield" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "eve", role = "renegade", character = "sid_ketchum", hand = {}, inplay = { "mustang" } },
    { "fay", role = "deputy", character = "jourdonnais", hand = {} },
    { "gus", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
-- Schofield: bob, cy, fay, gus, so option 5 is the Remington (dee is not at 2).
command("ann", "5")
expect { ann = { inplay = { "remington" } }, discard_top = "schofield" }
command("ann", "play bang dee")
expect { dee = { life = 3 } }
-- Remington: bob, cy, dee, fay, gus -- option 6 is "end": eve (4) is out.
command("ann", "6")
expect { active = "bob", eve = { life = 4 }, ann = { hand = { "bang", "missed", "missed" } } }
