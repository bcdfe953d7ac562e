-- BANG! limits: 1 per turn without a weapon, the Volcanic an ordinary weapon (1 + 1); the BANG!s over the limit are discarded when step (c) ends.
scenario {
  title = "BANG! limits; the Volcanic is 1 + 1",
  rules = { "S-5", "S-4" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 4, inplay = { "volcanic 10s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "beer 6h", "missed 10c", "missed 11c",   -- the Sheriff
           "bang 4d", "bang 5d", "bang 6d", "beer 7h",                     -- o1
           "bang 7d" },                                                    -- o2
}
-- Two Missed! cancel o1's first two shots.
expect { options = { "play bang o1", "play bang o2", "play bang sheriff o1", "play bang sheriff o2" } }
command("sheriff", "play bang sheriff o1")
command("sheriff", "play bang sheriff o1")
-- o1 has fired 2: his third BANG! is no longer offered.
expect { sheriff = { life = 5 }, options = { "play bang o1", "play bang o2", "play bang sheriff" } }
command("sheriff", "play bang o1")
-- The Sheriff has fired his one BANG!: only o2's is left (without asking).
-- Then the leftover BANG!s (the Sheriff's second, o1's third) are discarded
-- with the rest of step (c): 2 Missed! + 6 BANG!s.
expect { o1 = { life = 3 }, sheriff = { life = 4 }, discard_size = 8, decision = "beer",
         options = { "play beer sheriff", "play beer o1" } }
