-- start = { phase = 3 }: the first turn begins with the discard down to
-- the life (C-11): ann, at 2 life with four cards, discards two at once.
scenario {
  title = "Starting in phase 3", rules = { "C-11" },
  game = "card", seed = 1,
  start = { phase = 3 },
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", life = 2,
      hand = { "bang 5c", "missed 2s", "beer 6h", "gatling" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "jesse_jones", hand = {} },
  },
  deck = { "missed 3s", "missed 4s" },
}
expect { turn = 1, awaiting = "ann", decision = "discard", deck_top = { "missed 3s", "missed 4s" },
         has_options = { "discard bang", "discard gatling" } }
command("ann", "discard gatling")
command("ann", "discard bang")
expect { ann = { hand = { "missed 2s", "beer 6h" } }, discard = { "gatling", "bang 5c" } }
