-- A Beer works even with only two characters left (the easier game: the Sheriff and one Outlaw), saving the Sheriff at 0.
scenario {
  title = "Beer with two characters left",
  rules = { "S-7" }, game = "solo", seed = 1, easier = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 6h",                  -- the Sheriff
           "bang 2d", "beer 7h",       -- o1
           -- turn 2
           "beer 8h",
           "beer 9h", "missed 10c", "missed 11c" },
}
expect { sheriff = { life = 0, alive = true }, decision = "beer",
         options = { "play beer sheriff", "play beer o1" } }
command("sheriff", "play beer sheriff")
-- o1's Beer follows; nobody is eliminated: turn 2.
expect { turn = 2, over = false, sheriff = { life = 1, alive = true }, o1 = { life = 3 },
         decision = "beer" }
