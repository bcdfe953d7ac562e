-- Saloon: every player in play regains 1 life, the one who plays it included,
-- never above the maximum.
scenario {
  title = "Saloon: everyone in play regains 1 life",
  rules = { "C-25", "C-3" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", life = 3, hand = { "saloon" } },
    { "bob", role = "outlaw", character = "lucky_duke", life = 2, hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", life = 1, hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play saloon")
expect {
  ann = { life = 4 }, bob = { life = 3 }, cy = { life = 4, max_life = 4 },
  dee = { life = 2, max_life = 3 }, discard_top = "saloon", logged = { "C-25" },
  awaiting = "ann",
}
