-- Wells Fargo bringing blue cards in step (b) sends play back to step (a), where they are played one at a time before the BANG!s.
scenario {
  title = "Wells Fargo: blue cards drawn, back to step (a)",
  rules = { "S-4", "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "wells_fargo", "bang 2d",                  -- the Sheriff
           "beer 6h", "beer 7h", "beer 8h",            -- o1
           "beer 9h",                                  -- o2
           "schofield 11c", "barrel 12s", "bang 3d" },  -- drawn by the Wells Fargo
}
expect { decision = "blue", turn = 1, logged = { "S-4" },
         options = { "play schofield sheriff", "play barrel sheriff" } }
command("sheriff", "play barrel sheriff")
-- The Schofield follows without asking, then step (c): 1 + 2 BANG!s.
expect { sheriff = { inplay = { "barrel", "schofield" } }, decision = "shots",
         options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o2")
command("sheriff", "play bang o1")
expect { o2 = { life = 0 }, o1 = { life = 2 }, decision = "beer" }
