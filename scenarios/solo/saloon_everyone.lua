-- Saloon: every character in play regains 1 life (never above his maximum); a waiting Outlaw gets nothing.
scenario {
  title = "Saloon heals everyone in play",
  rules = { "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 4 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "saloon", "beer 6h",                                -- the Sheriff
           "beer 7h", "missed 10c", "missed 11c", "missed 12c", -- o1
           "missed 13c" },                                      -- o2
}
expect { sheriff = { life = 3 }, o1 = { life = 4 }, o2 = { life = 2 }, o3 = { life = 0 },
         decision = "beer", options = { "play beer sheriff", "play beer o1" } }
