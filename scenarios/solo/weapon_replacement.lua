-- One weapon per character: a second weapon played replaces the first, and the limit is the new weapon's (Volcanic 1 + 1, not Winchester 1 + 5).
scenario {
  title = "A new weapon replaces the old one",
  rules = { "S-5", "S-12" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "winchester", "volcanic 10c", "bang 2d", "bang 3d", "bang 4d",   -- the Sheriff
           "beer 6h", "beer 7h", "beer 8h",                                 -- o1
           "beer 9h" },                                                     -- o2
}
expect { decision = "blue", options = { "play winchester sheriff", "play volcanic sheriff" } }
command("sheriff", "play winchester sheriff")
-- The Volcanic follows without asking and replaces the Winchester.
expect { sheriff = { inplay = { "volcanic" } }, discard_size = 1,
         logged = { "{player}'s {card} replaces the {other_card}." },
         decision = "shots", options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
command("sheriff", "play bang o1")
-- Two fired: the third BANG! is discarded.
expect { o1 = { life = 1 }, discard_size = 4, decision = "beer" }
