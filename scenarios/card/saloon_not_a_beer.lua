-- Saloon is not a Beer: a player taking lethal damage cannot play it to
-- survive. bob's only option is to die, taken without asking.
scenario {
  title = "Saloon cannot be played out of turn to survive",
  rules = { "C-25", "C-34", "C-35" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "jourdonnais", hand = { "bang" } },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = { "saloon" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play bang bob")
expect {
  bob = { eliminated = true, life = 0, hand = {} }, discard_top = "saloon",
  awaiting = "ann", over = false,
}
