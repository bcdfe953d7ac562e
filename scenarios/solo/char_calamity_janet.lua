-- Calamity Janet (advanced): no Volcanic exception and no Missed! as BANG!: the ordinary limit (1 + 1 with the Volcanic).
scenario {
  title = "Calamity Janet: the ordinary BANG! limit",
  rules = { "S-20", "S-5" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "calamity_janet", life = 5, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "missed 10c", "missed 11c",   -- the Sheriff
           "beer 6h", "beer 7h", "beer 8h",                                -- o1
           "beer 9h" },                                                    -- o2
}
expect { decision = "shots", options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
command("sheriff", "play bang o1")
-- Two fired: her third BANG! and her Missed!s are discarded.
expect { o1 = { life = 1 }, discard_size = 5, decision = "beer" }
