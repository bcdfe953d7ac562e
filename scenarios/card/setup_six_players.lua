-- Six players: Sheriff, Renegade, three Outlaws and a Deputy: with five roles
-- given (two Outlaws among them), the sixth player must be an Outlaw.
scenario {
  title = "Six players: a third Outlaw",
  rules = { "C-1", "C-3" },
  game = "card", seed = 3,
  players = {
    { "ann", role = "sheriff", character = "el_gringo", hand = {} },
    { "bob", role = "deputy", character = "paul_regret", hand = {} },
    { "cy", role = "renegade", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
    { "eve", role = "outlaw", character = "kit_carlson", hand = {} },
    { "fay", character = "jourdonnais", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
expect { fay = { role = "outlaw" }, ann = { max_life = 4 }, bob = { max_life = 3 }, active = "ann" }
