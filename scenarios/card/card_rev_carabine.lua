-- Rev. Carabine: a weapon of range 4. Table of seven: from ann, bob and gus are
-- at 1, cy and fay at 2, eve at 3 + Mustang = 4, dee (Paul Regret) at 3 + 1 + 1
-- = 5. A "number" command picks that option: ann's BANG! targets come first
-- (one per player in range, clockwise from her left), then her other cards in
-- hand order, then "end".
scenario {
  title = "Rev. Carabine: range 4",
  rules = { "C-14", "C-9", "C-13" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang", "rev_carabine" },
      inplay = { "remington" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "paul_regret", hand = {}, inplay = { "mustang 8h" } },
    { "eve", role = "renegade", character = "sid_ketchum", hand = {}, inplay = { "mustang 9h" } },
    { "fay", role = "deputy", character = "jourdonnais", hand = {} },
    { "gus", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
-- Remington: bob, cy, fay, gus, so option 5 is the Rev. Carabine (eve is not at 3).
command("ann", "5")
expect { ann = { inplay = { "rev_carabine" } }, discard_top = "remington" }
command("ann", "play bang eve")
expect { eve = { life = 3 } }
-- Rev. Carabine: bob, cy, eve, fay, gus -- option 6 is "end": dee (5) is out.
command("ann", "6")
expect { active = "bob", dee = { life = 3 }, ann = { hand = { "bang", "missed", "missed" } } }
