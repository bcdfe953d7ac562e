-- Black Jack (advanced): his ability changes the card game's draw, which solo does not have: a Heart dealt to him brings no extra card.
scenario {
  title = "Black Jack: no effect in solo",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "pedro_ramirez", waiting = true },
  },
  deck = { "bang 2d", "beer 6h",   -- the Sheriff: his second card is a Heart
           "beer 7h",              -- o1
           "beer 8h" },            -- o2
}
expect { deck_size = 78 - 4, options = { "play bang o1", "play bang o2" } }
