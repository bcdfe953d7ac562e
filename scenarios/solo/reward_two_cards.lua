-- Reward: the Sheriff eliminated an Outlaw, so next turn he is dealt 2 face-up cards more than his life.
scenario {
  title = "Reward: 2 more face-up cards next turn",
  rules = { "S-8" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d",                              -- the Sheriff
           "jail 11s",                             -- o1: cannot be played
           "beer 6h",                              -- o2
           -- turn 2: the Sheriff 1 + 2, then o2's 2
           "bang 3d", "beer 7h", "missed 11c",
           "beer 8h", "missed 12c" },
}
expect { options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
-- o2's Beer (to 2 life); o1 is eliminated after it.
expect { turn = 2, o1 = { eliminated = true }, o2 = { life = 2 },
         logged = { "The Sheriff eliminated {player}: 2 more face-up cards next turn." },
         sheriff = { faceup = { "beer" } }, deck_size = 78 - 3 - 5, decision = "beer", options = { "play beer sheriff", "play beer o2" } }
