-- Harder set-up: the Renegade card shuffled in as a fourth Outlaw (5 seats, 77 + 2 cards); drawn, he enters next turn and plays as an Outlaw.
scenario {
  title = "Harder: the Renegade card in the deck",
  rules = { "S-11", "S-3" }, game = "solo", seed = 1, harder = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "pedro_ramirez", waiting = true },
    { "o4", role = "renegade", character = "rose_doolan", waiting = true },
  },
  deck = { "missed 10c", "renegade", "missed 11c", "missed 12c",   -- the Sheriff's 3, the Renegade set aside
           "missed 13c", "missed 14c",                              -- o1, o2
           -- turn 2: the Renegade takes the first waiting seat
           "bang 2d", "bang 3d", "missed 2s", "missed 3s", "missed 4s",
           "bang 4d", "bang 5d", "bang 6d", "bang 7d" },            -- the Renegade's 4
}
-- 77 + 2 cards: turn 1 dealt 5 and set the Renegade aside, turn 2 dealt 9.
expect { turn = 2, deck_size = 79 - 5 - 1 - 9,
         o3 = { role = "renegade", life = 4, max_life = 4 },
         logged = { "S-3" }, decision = "shots",
         options = { "play bang o1", "play bang o2", "play bang o3", "play bang sheriff" } }
