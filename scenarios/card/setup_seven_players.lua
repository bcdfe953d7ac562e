-- Seven players: Sheriff, Renegade, three Outlaws and two Deputies: with six
-- roles given (one Deputy among them), the seventh player must be a Deputy.
scenario {
  title = "Seven players: a second Deputy",
  rules = { "C-1" },
  game = "card", seed = 3,
  players = {
    { "ann", role = "sheriff", character = "el_gringo", hand = {} },
    { "bob", role = "deputy", character = "paul_regret", hand = {} },
    { "cy", role = "renegade", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", role = "outlaw", character = "kit_carlson", hand = {} },
    { "fay", role = "outlaw", character = "jourdonnais", hand = {} },
    { "gus", character = "bart_cassidy", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
expect { gus = { role = "deputy" }, active = "ann" }
