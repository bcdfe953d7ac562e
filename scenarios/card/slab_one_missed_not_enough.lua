-- Against Slab the Killer's BANG! one Missed! is not enough: cy plays his only
-- one, then has nothing left and loses the life anyway.
scenario {
  title = "Slab the Killer: a single Missed! does not stop his BANG!",
  rules = { "C-52", "C-21" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "slab_the_killer", hand = { "bang" }, inplay = { "schofield" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = { "missed 2s" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play bang cy")
expect { awaiting = "cy", decision = "answer" }
command("cy", "play missed")
expect { cy = { life = 3, hand = {} }, discard_top = "missed", discard_size = 2, awaiting = "ann" }
