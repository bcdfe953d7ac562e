-- Sid Ketchum: on his turn he may discard two cards (both at once) to regain 1
-- life, as often as he likes, up to his maximum.
scenario {
  title = "Sid Ketchum: two cards for 1 life, twice in a turn",
  rules = { "C-51", "C-3" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", life = 3,
      hand = { "missed 2s", "missed 3s", "bang 5c", "panic" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "duel" },
}
command("ann", "ability")
expect { awaiting = "ann", decision = "ability_discard" }
command("ann", "discard missed")
command("ann", "discard missed")
expect { ann = { life = 4, hand = { "bang", "panic", "beer", "duel" } }, discard_size = 2, logged = { "C-51" } }
command("ann", "ability")
command("ann", "discard duel")
command("ann", "discard panic")
expect { ann = { life = 5, max_life = 5, hand = { "bang", "beer" } }, discard_size = 4 }
