-- An Outlaw card flipped for a draw! (a Barrel) is set aside and the next card is flipped.
scenario {
  title = "An Outlaw card flipped for a draw!",
  rules = { "S-3" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1, inplay = { "barrel" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "beer 6h",   -- the Sheriff
           "beer 7h",              -- o1
           "beer 8h",              -- o2
           "outlaw", "beer 9h" },  -- o1's Barrel: the Outlaw card, set aside, then a Heart
}
command("sheriff", "play bang o1")
expect { o1 = { life = 1 }, table = { "outlaw" }, logged = { "S-3", "C-22" }, turn = 1,
         deck_size = 78 - 1 - 4 - 2, decision = "beer" }  -- the Barrel came out of the deck
