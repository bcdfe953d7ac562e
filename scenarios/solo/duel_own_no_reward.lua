-- An Outlaw who loses the Duel he played himself is eliminated without a reward for the Sheriff.
scenario {
  title = "No reward when an Outlaw loses his own Duel",
  rules = { "S-8", "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c",   -- the Sheriff
           "beer 6h",                 -- o1
           "duel 12d",                -- o2: at the Sheriff, without asking
           -- turn 2: the Sheriff his 2 only, o1 his 2
           "bang 3d", "beer 7h",
           "beer 8h", "missed 11c" },
}
-- The Sheriff answers with his BANG!, o2 has none: o2 loses his last life
-- and is eliminated after the Beers. No reward: the Sheriff gets 2 cards.
expect { turn = 2, o2 = { eliminated = true }, not_logged = { "S-8" },
         deck_size = 78 - 4 - 4, decision = "beer", options = { "play beer sheriff", "play beer o1" } }
