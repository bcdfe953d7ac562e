-- Panic!: the Sheriff may take an Outlaw's Jail, but a Jail never stands in front of the Sheriff: it is discarded (the Outlaw is free).
scenario {
  title = "Panic! on a Jail: discarded, not moved to the Sheriff",
  rules = { "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "jail 10s", "panic 8d",   -- the Sheriff
           "beer 6h",                -- o1
           "beer 7h" },              -- o2
}
command("sheriff", "play jail o1")
expect { o1 = { inplay = { "jail" } }, decision = "brown",
         options = { "play panic o1", "play panic o1 jail", "play panic o2" } }
command("sheriff", "play panic o1 jail")
expect { sheriff = { inplay = {} }, o1 = { inplay = {} }, discard_size = 2,
         logged = { "{player} takes {target}'s {card}, which cannot be in front of the Sheriff: it is discarded." },
         decision = "beer" }
