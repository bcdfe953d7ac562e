-- Indians!: every other player, clockwise from the player's left, discards a
-- BANG! or loses 1 life. Missed! and Barrel do not help.
scenario {
  title = "Indians!: discard a BANG! or lose 1 life; Missed! and Barrel useless",
  rules = { "C-29", "C-10" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "indians" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "bang 5c", "missed 2s" },
      inplay = { "barrel" } },
    { "cy", role = "outlaw", character = "black_jack", hand = { "missed 3s" }, inplay = { "barrel" } },
    { "dee", role = "renegade", character = "slab_the_killer", hand = { "bang 6c" } },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play indians")
expect { awaiting = "bob", decision = "discard_bang" }
command("bob", "play bang")
-- cy has only a Missed! and a Barrel: no choice, he loses 1 life. Then dee.
expect { awaiting = "dee", decision = "discard_bang", cy = { life = 3, hand = { "missed" } } }
command("dee", "hit")          -- he may keep his BANG!
expect {
  bob = { life = 4, hand = { "missed" } }, dee = { life = 3, hand = { "bang" } },
  discard_top = "bang 5c", awaiting = "ann",
}
