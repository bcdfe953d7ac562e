-- Jesse Jones: in phase 1 he may take his first card at random from another
-- player's hand (bob has just one), the second comes from the deck. Players
-- with an empty hand are not offered.
scenario {
  title = "Jesse Jones takes his first card from a player's hand",
  rules = { "C-44", "C-8" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", hand = {} },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "beer 6h" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = { "missed 2s" } },
  },
  deck = { "panic", "duel" },
}
expect { awaiting = "ann", decision = "draw_source" }
command("ann", "draw bob")
expect {
  ann = { hand = { "beer 6h", "panic" } }, bob = { hand = {} }, dee = { hand = { "missed" } },
  deck_size = 80 - 2 - 1, logged = { "C-44" }, awaiting = "ann", decision = "play",
}
