-- In the solo game only an Outlaw on the table can start eliminated.
-- expect: player 4 waits in the deck: only an Outlaw on the table can be eliminated
scenario { --!
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack" },
    { "o1", role = "outlaw", character = "kit_carlson" },
    { "o2", role = "outlaw", character = "jesse_jones" },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true, eliminated = true },
  },
}
