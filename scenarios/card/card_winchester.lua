-- Winchester: a weapon of range 5. Table of seven: from ann, dee (Paul Regret
-- with a Mustang) is at 3 + 1 + 1 = 5. A "number" command picks that option:
-- ann's BANG! targets come first (one per player in range, clockwise from her
-- left), then her other cards in hand order, then "end".
scenario {
  title = "Winchester: range 5",
  rules = { "C-14", "C-9", "C-13", "C-48" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "winchester" },
      inplay = { "rev_carabine" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "paul_regret", hand = {}, inplay = { "mustang" } },
    { "eve", role = "renegade", character = "sid_ketchum", hand = {} },
    { "fay", role = "deputy", character = "jourdonnais", hand = {} },
    { "gus", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
-- Rev. Carabine: bob, cy, eve, fay, gus -- option 6 is the Winchester (dee is
-- not at 4).
command("ann", "6")
-- The log names both weapons (C-9: one weapon at a time).
expect { ann = { inplay = { "winchester" } }, discard_top = "rev_carabine",
         logged = { "{player} discards {old} to put {new} in play." } }
command("ann", "play bang dee")
expect { dee = { life = 2 }, discard_top = "bang" }
