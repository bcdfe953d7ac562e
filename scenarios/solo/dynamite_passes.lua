-- The Dynamite that does not explode passes clockwise to the next character in play, the Sheriff included (a waiting Outlaw is skipped).
scenario {
  title = "Dynamite passes clockwise to the Sheriff",
  rules = { "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, inplay = { "dynamite" } },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d",    -- o2's draw!: no Spade 2-9
           "beer 6h",    -- the Sheriff
           "beer 7h",    -- o1
           "beer 8h" },  -- o2
}
expect { sheriff = { inplay = { "dynamite" } }, o2 = { inplay = {} }, o3 = { inplay = {} },
         logged = { "The Dynamite passes to {player}." }, discard_size = 1, decision = "beer" }
