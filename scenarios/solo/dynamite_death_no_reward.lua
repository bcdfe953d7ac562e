-- A Dynamite death: eliminated at once in phase 1 (no Beer), and no reward for the Sheriff.
scenario {
  title = "Dynamite death: no Beer, no reward",
  rules = { "S-7", "S-8", "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3, inplay = { "dynamite" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 2s",              -- o1's draw!: a Spade 2-9
           "beer 6h", "beer 7h",     -- the Sheriff: 2, nothing more
           "beer 8h" },              -- o2
}
expect { o1 = { eliminated = true }, over = false, turn = 1,
         logged = { "The Dynamite explodes in front of {player}!" },
         not_logged = { "S-8" }, deck_size = 78 - 1 - 1 - 3, decision = "beer",
         options = { "play beer sheriff", "play beer o2" } }
