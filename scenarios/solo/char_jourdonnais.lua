-- Jourdonnais (advanced): a built-in Barrel: each shot at him is checked with a draw!, and a Heart cancels it.
scenario {
  title = "Jourdonnais: a built-in Barrel",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "jourdonnais", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "kit_carlson", waiting = true },
  },
  deck = { "bang 2d", "bang 3d",   -- the Sheriff
           "beer 6h", "beer 7h",   -- o1
           "beer 8h",              -- o2
           "beer 9h",              -- first draw!: a Heart, missed
           "bang 4d" },            -- second draw!: a Diamond, hit
}
command("sheriff", "play bang o1")
expect { o1 = { life = 2 }, logged = { "The draw! is a Heart: the shot at {player} misses." },
         options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
expect { o1 = { life = 1 }, discard_size = 4, decision = "beer" }
