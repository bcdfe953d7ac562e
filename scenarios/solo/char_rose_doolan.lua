-- Rose Doolan (advanced): 2 BANG!s per turn before any weapon.
scenario {
  title = "Rose Doolan: 2 base BANG!s",
  rules = { "S-20" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "rose_doolan", life = 5 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "missed 10c", "missed 11c",   -- the Sheriff
           "beer 6h", "beer 7h", "beer 8h",                                -- o1
           "beer 9h" },                                                    -- o2
}
command("sheriff", "play bang o1")
expect { o1 = { life = 2 }, options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
-- Two fired: the third is discarded.
expect { o1 = { life = 1 }, discard_size = 5, decision = "beer" }
