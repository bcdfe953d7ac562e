-- Scope: its owner sees the others at distance -1. cy is at 2: with a Scope,
-- ann's Panic! (distance 1) reaches him -- and takes the Jail he is in -- and
-- so does her BANG! with the Colt .45.
scenario {
  title = "Scope: its owner sees the others one closer (Panic! and BANG!)",
  rules = { "C-13", "C-14", "C-15", "C-28" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "scope", "panic", "bang" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {}, inplay = { "jail" } },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
command("ann", "play scope")
expect { ann = { inplay = { "scope" } } }
command("ann", "play panic cy jail")
expect { cy = { inplay = {} }, ann = { hand = { "bang", "missed", "missed", "jail" } } }
command("ann", "play bang cy")
expect { cy = { life = 3 }, ann = { inplay = { "scope" } } }
