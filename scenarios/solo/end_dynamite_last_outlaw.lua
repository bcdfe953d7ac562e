-- The Dynamite kills the last Outlaw in play in phase 1: the game ends at once, won, with two Outlaw cards still in the deck (easier).
scenario {
  title = "Dynamite kills the last Outlaw: won at once",
  rules = { "S-9", "S-7", "S-11" }, game = "solo", seed = 1, easier = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2, inplay = { "dynamite" } },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "stagecoach 9s" },   -- o1's draw!: a Spade 2-9
}
-- Nothing is dealt: 77 + 2 cards less the Dynamite and the draw!.
expect { over = true, winner = "law", turn = 1, o1 = { eliminated = true },
         sheriff = { won = true }, deck_size = 79 - 2 }
