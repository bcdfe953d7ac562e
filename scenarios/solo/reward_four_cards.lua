-- Reward: two Outlaws eliminated by the Sheriff in one turn give him 4 more face-up cards next turn.
scenario {
  title = "Reward: two Outlaws, 4 more cards",
  rules = { "S-8", "S-3" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "outlaw", "missed 10c",     -- turn 1, the Sheriff: o3 drawn, a replacement
           "missed 11c",               -- o1
           "missed 12c",               -- o2
           -- turn 2: o3 enters
           "gatling",                  -- the Sheriff
           "jail 10s", "jail 11s",     -- o1, o2: cannot be played
           "missed 13c", "missed 14c", "missed 2s",   -- o3
           -- turn 3: the Sheriff 1 + 4, o3 3
           "bang 2d", "missed 3s", "missed 4s", "missed 5s", "missed 6s",
           "bang 3d", "beer 6h", "beer 7h" },
}
-- Turn 2: the Gatling (without asking) takes o1 and o2 to 0; o3's Missed!
-- cancels his share; both are eliminated. Turn 3 is dealt 5 + 3.
expect { turn = 3, o1 = { eliminated = true }, o2 = { eliminated = true }, o3 = { life = 3 },
         deck_size = 78 - 4 - 6 - 8, decision = "shots", options = { "play bang o3", "play bang sheriff" } }
