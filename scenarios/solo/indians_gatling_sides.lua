-- Indians! and Gatling played by an Outlaw affect only the Sheriff, by the Sheriff only the Outlaws; answered in step (b) (a face-up BANG! must be given up for Indians!, a Missed! cancels the Gatling).
scenario {
  title = "Indians! and Gatling: only the other side, answered in (b)",
  rules = { "S-10", "S-12" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 4 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 3 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "indians 14d", "bang 2d", "missed 10c", "beer 6h",   -- the Sheriff
           "indians 13d", "bang 3d", "beer 7h",                  -- o1
           "gatling", "missed 11c", "beer 8h" },                 -- o2
}
expect { decision = "brown", options = { "play indians sheriff", "play indians o1", "play gatling" } }
command("sheriff", "play indians o1")
-- Only the Sheriff answers o1's Indians!, with his BANG!; o2 (no BANG!) is
-- not touched.
expect { sheriff = { life = 4 }, o2 = { life = 3 }, discard_size = 2,
         options = { "play indians", "play gatling" } }
command("sheriff", "play gatling")
-- o2's Gatling shoots only the Sheriff: his Missed! cancels it at once;
-- o2's own Missed! is not used. The Sheriff's Indians! follows without
-- asking: o1 gives up his BANG!, o2 has none and loses 1. o2's unused
-- Missed! goes when step (c) ends: 7 cards discarded.
expect { sheriff = { life = 4 }, o1 = { life = 3 }, o2 = { life = 2 }, discard_size = 7,
         decision = "beer" }
