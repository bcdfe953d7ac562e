-- Bart Cassidy (advanced) draws also for a hit that takes him to 0: nobody is eliminated before the last Beer (S-7), so C-34 does not apply in solo (S-20); the card he draws, a Beer, saves him.
scenario {
  title = "Bart Cassidy draws for a hit that takes him to 0",
  rules = { "S-20", "S-7" }, game = "solo", seed = 1, abilities = true,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3, faceup = { "bang 2d" } },
    { "o1", role = "outlaw", character = "bart_cassidy", life = 1, faceup = {} },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 8h" } },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 7h",                                      -- drawn by Bart Cassidy at 0
           -- turn 2: the Sheriff 3, o1 1, o2 2
           "schofield 11c", "barrel 13s", "missed 10c", "missed 2s", "missed 3s", "missed 4s" },
}
command("sheriff", "play bang o1")
expect { o1 = { life = 0, faceup = { "beer 7h" } }, decision = "beer",
         options = { "play beer o1", "play beer o2" } }
command("sheriff", "play beer o1")
-- The Beer saved him: he is still in play in turn 2.
expect { turn = 2, o1 = { life = 1, alive = true }, decision = "blue" }
