-- The last Outlaw in play below 0 life is still in play at the Beers; after them he is eliminated and the Sheriff wins (Outlaw cards still in the deck).
scenario {
  title = "Won when the last Outlaw falls after the Beers",
  rules = { "S-9", "S-7" }, game = "solo", seed = 1, easier = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "beer 6h",   -- the Sheriff
           "beer 7h" },                       -- o1
}
-- Both BANG!s hit o1 without asking (his only target): o1 at -1, still in play.
expect { decision = "beer", over = false, o1 = { alive = true },
         options = { "play beer sheriff", "play beer o1" } }
command("sheriff", "play beer o1")
-- o1 back to 0 only; the Sheriff's Beer; then o1 is eliminated.
expect { over = true, winner = "law", turn = 1, o1 = { eliminated = true }, sheriff = { life = 4 },
         logged = { "Every Outlaw in play is eliminated: the Sheriff wins." } }
