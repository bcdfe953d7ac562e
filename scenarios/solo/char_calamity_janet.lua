-- Calamity Janet (advanced): her Missed! cards are offered as BANG! in step (c), and a Missed! fired as a BANG! counts toward the ordinary limit (1 + 1 with the Volcanic: no Volcanic exception).
scenario {
  title = "Calamity Janet: Missed! as BANG!, within the ordinary limit",
  rules = { "S-20", "S-5", "C-42" }, game = "solo", seed = 1, abilities = true,
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
expect { decision = "shots",
         options = { "play bang o1", "play bang o2", "play missed o1", "play missed o2" } }
command("sheriff", "play missed o1")
expect { o1 = { life = 2 }, discard_size = 1,
         options = { "play bang o1", "play bang o2", "play missed o1", "play missed o2" } }
command("sheriff", "play bang o1")
-- Two fired, the Missed! among them: her other cards are discarded.
expect { o1 = { life = 1 }, discard_size = 5, decision = "beer" }
