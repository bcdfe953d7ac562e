-- Paul Regret: a Mustang of his own, which adds up with a real one: bob, next
-- to ann, is at 1 + 1 + 1 = 3. A "number" command picks that option: ann's
-- BANG! targets come first (clockwise from her left: bob, cy, dee), then her
-- other cards in hand order.
scenario {
  title = "Paul Regret: a virtual Mustang, stacking with a real one",
  rules = { "C-48", "C-13", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang", "remington" },
      inplay = { "schofield" } },
    { "bob", role = "outlaw", character = "paul_regret", hand = {}, inplay = { "mustang" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "lucky_duke", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
-- Schofield (range 2): cy and dee only, so option 3 is the Remington.
command("ann", "3")
expect { ann = { inplay = { "remington" } } }
command("ann", "play bang bob")
expect { bob = { life = 2, max_life = 3 } }
