-- The Sheriff wins when the Outlaws in play are eliminated, though a third was drawn this turn and waits to enter.
scenario {
  title = "Won with an Outlaw drawn this turn and waiting",
  rules = { "S-9", "S-3" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "gatling", "outlaw", "missed 10c", "missed 11c",   -- the Sheriff: o3 drawn, a replacement
           "bang 2d",                                         -- o1
           "bang 3d" },                                       -- o2
}
expect { logged = { "S-3" }, table = { "outlaw" }, decision = "shots",
         options = { "play bang sheriff o1", "play bang sheriff o2" } }
command("sheriff", "play bang sheriff o1")
-- Both BANG!s are cancelled; o1 and o2 are eliminated: the game is won
-- before o3 can enter.
expect { over = true, winner = "law", turn = 1, sheriff = { life = 3, won = true },
         o1 = { eliminated = true }, o2 = { eliminated = true }, o3 = { won = false } }
