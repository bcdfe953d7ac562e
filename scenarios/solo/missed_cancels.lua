-- Missed!: each cancels one BANG! aimed at its owner and at no one else; the Missed!s left over are discarded when step (c) ends.
scenario {
  title = "Missed! cancels one BANG! at its owner",
  rules = { "S-6", "S-4" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c", "missed 11c", "missed 12c", "beer 7h",   -- the Sheriff
           "bang 3d", "missed 13c",                               -- o1
           "bang 4d", "beer 6h" },                                -- o2
}
expect { decision = "shots", options = { "play bang o1", "play bang o2", "play bang sheriff o1", "play bang sheriff o2" } }
-- o1's Missed! does not help o2.
command("sheriff", "play bang o2")
expect { o2 = { life = 1 }, o1 = { life = 2 } }
command("sheriff", "play bang sheriff o1")
-- o2's BANG! follows without asking. Both are cancelled by two of the
-- Sheriff's three Missed!s; his third and o1's unused one are discarded
-- with the step's cards (3 BANG!s, 4 Missed!).
expect { sheriff = { life = 5 }, discard_size = 7, decision = "beer" }
