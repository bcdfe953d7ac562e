-- A new Outlaw drawn during the deal: set aside, the drawer gets a replacement; he cannot be shot this turn, gets no cards, and enters (last seat) next turn.
scenario {
  title = "An Outlaw card drawn in phase 3",
  rules = { "S-3", "S-2" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "outlaw", "missed 3s",   -- the Sheriff: the Outlaw set aside, a replacement
           "beer 7h",                        -- o1
           "missed 2s",                      -- o2
           -- turn 2: o3 enters and is dealt his 3 after the others
           "bang 3d", "beer 9h", "missed 10c", "missed 11c",
           "missed 12c", "missed 13c", "missed 14c" },   -- Sheriff 2, o1, o2, o3 3
}
-- Turn 1: the Sheriff has his 2 cards; o3 is not among the targets.
expect { turn = 1, deck_size = 78 - 5, table = { "outlaw" }, logged = { "S-3" },
         sheriff = { faceup = { "bang", "missed" } }, o3 = { faceup_size = 0 },
         options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
-- Turn 2: o3 is in play with the Outlaw card in front of him, dealt 3 cards
-- after the others (his are the last three Missed!s).
expect { turn = 2, o3 = { life = 3, inplay = { "outlaw" } },
         deck_size = 78 - 5 - 7,
         options = { "play bang o1", "play bang o2", "play bang o3" } }
