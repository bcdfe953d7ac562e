-- Mustang: the other players see its owner at distance +1; the owner sees the
-- others as before. "2" picks ann's second option: the BANG! targets come
-- first, clockwise from her left (bob, cy, dee), then her other cards in hand
-- order; bob (1 + Mustang) and cy (2) are out of the Colt's range, so the
-- second option is the Schofield.
scenario {
  title = "Mustang: others see its owner one further",
  rules = { "C-13", "C-14", "C-31" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang", "schofield" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = { "bang" }, inplay = { "mustang" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
command("ann", "2")
expect { ann = { inplay = { "schofield" } } }
command("ann", "play bang bob")      -- with range 2 she reaches him
-- (bob's Jourdonnais Barrel: he may draw!, he declines.)
command("bob", "hit")
expect { bob = { life = 3, inplay = { "mustang" } }, active = "bob" }
-- bob's Mustang does not change how he sees ann: distance 1, the Colt reaches.
command("bob", "play bang ann")
command("ann", "hit")               -- (she keeps her Missed! cards)
expect { ann = { life = 4 } }
