-- Five players: Sheriff, Renegade, two Outlaws and a Deputy: with the first
-- four roles given, the fifth player must be the Deputy.
scenario {
  title = "Five players: the fifth role is a Deputy",
  rules = { "C-1", "C-3", "C-5" },
  game = "card", seed = 3,
  players = {
    { "ann", role = "outlaw", character = "jourdonnais", hand = {} },
    { "bob", role = "sheriff", character = "paul_regret", hand = {} },
    { "cy", role = "renegade", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", character = "kit_carlson", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
expect { eve = { role = "deputy", max_life = 4 }, bob = { max_life = 4, life = 4 }, active = "bob" }
