-- start = { phase = 2 }: the first turn begins in phase 2 with the preset
-- hand: no start-of-turn check (the Dynamite in play is not drawn for) and
-- no phase-1 draw (the deck's top stays). Later turns are whole.
scenario {
  title = "Starting in phase 2", rules = { "C-7", "C-8", "C-9" },
  game = "card", seed = 1,
  start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang", "missed 2s", "beer 8h" },
      inplay = { "dynamite" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "jesse_jones", hand = {} },
  },
  deck = { "beer 6h", "beer 7h", "missed 3s" },
  discard = { "volcanic 10s" },
}
expect { turn = 1, active = "ann", decision = "play", ann = { hand = { "bang", "missed 2s", "beer 8h" } },
         deck_top = { "beer 6h", "beer 7h", "missed 3s" }, not_logged = { "C-33", "C-8" },
         discard = { "volcanic 10s" } }
command("ann", "play bang bob")
-- The BANG! is on the discard pile, above the Volcanic.
expect { bob = { life = 3 }, discard = { "volcanic 10s", "bang" }, discard_top = "bang",
         deck_top = "beer 6h" }
