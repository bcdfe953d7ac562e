-- Harder and easier combined: one Outlaw on the table, two Outlaw cards and the Renegade in the deck.
scenario {
  title = "Harder and easier together",
  rules = { "S-11", "S-12" }, game = "solo", seed = 1, easier = true, harder = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "pedro_ramirez", waiting = true },
    { "o4", role = "renegade", character = "rose_doolan", waiting = true },
  },
  deck = { "beer 6h", "bang 2d",   -- the Sheriff
           "beer 7h" },            -- o1
}
expect { deck_size = 80 - 3, decision = "beer", options = { "play beer sheriff", "play beer o1" } }
