-- Bart Cassidy (advanced): he draws a face-up card when hit; a blue card so drawn in step (c) sends play back to (a), and his new Barrel then protects him.
scenario {
  title = "Bart Cassidy draws when hit; back to step (a)",
  rules = { "S-20", "S-4" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "bart_cassidy", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d",     -- the Sheriff
           "beer 6h", "beer 7h",     -- o1
           "beer 8h",                -- o2
           "barrel 12s",             -- drawn by Bart Cassidy when hit
           "beer 9h" },              -- his Barrel's draw!: a Heart
}
command("sheriff", "play bang o1")
-- Hit: Bart draws the Barrel, play goes back to (a), where it is played
-- without asking; step (c) again.
expect { o1 = { life = 1, inplay = { "barrel" } }, logged = { "{card} belongs to an earlier step: play goes back to the blue cards." },
         decision = "shots", options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
expect { o1 = { life = 1 }, logged = { "C-22" }, decision = "beer" }
