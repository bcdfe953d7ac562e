-- Bart Cassidy (advanced) hit draws an Outlaw card: it is set aside (that Outlaw enters next turn) and Bart draws a replacement.
scenario {
  title = "Bart Cassidy draws an Outlaw card in step (c)",
  rules = { "S-20", "S-3" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "bart_cassidy", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "beer 6h",    -- the Sheriff
           "beer 7h", "beer 8h",    -- o1
           "beer 9h",               -- o2
           "outlaw", "bang 3d" },   -- Bart's draw when hit: the Outlaw card, then a BANG!
}
command("sheriff", "play bang o1")
-- Bart fires the BANG! he drew (without asking).
expect { o1 = { life = 1 }, sheriff = { life = 1 }, table = { "outlaw" },
         logged = { "An Outlaw card is drawn: {player} enters play at the start of the next turn." },
         deck_size = 78 - 5 - 2, decision = "beer" }
