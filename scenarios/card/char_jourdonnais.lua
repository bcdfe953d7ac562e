-- Jourdonnais: a Barrel of his own, with no Barrel card in play: a Heart on
-- the draw! cancels the shot; a failed draw! leaves him to take it.
scenario {
  title = "Jourdonnais: a virtual Barrel",
  rules = { "C-45", "C-22", "C-30", "C-55" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "mustang 9h",           -- first draw!: a Heart
           "bang 5c" },            -- second draw!: a Club
}
command("ann", "play bang bob")
expect { awaiting = "bob", decision = "answer", bob = { inplay = {} } }
command("bob", "barrel")
expect { bob = { life = 4 }, discard_top = "mustang 9h", awaiting = "ann" }
command("ann", "play bang bob")
command("bob", "barrel")
-- The draw! fails and he has no Missed!: he takes the hit without being asked.
expect { bob = { life = 3 }, discard_top = "bang 5c", awaiting = "ann" }
