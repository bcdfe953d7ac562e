-- Jesse Jones takes the only card of Suzy Lafayette's hand in his phase 1: her
-- hand is empty, so she draws a card at once, out of her turn.
scenario {
  title = "Jesse Jones empties Suzy Lafayette's hand: she draws",
  rules = { "C-44", "C-53" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "beer 6h" } },
    { "bob", role = "renegade", character = "jesse_jones", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "suzy_lafayette", hand = { "missed 2s" } },
  },
  deck = { "panic",        -- Suzy's card
           "duel" },       -- Jesse's second card
}
command("bob", "draw dee")
expect {
  bob = { hand = { "missed 2s", "duel" } }, dee = { hand = { "panic" } }, ann = { hand = { "beer" } },
  logged = { "C-44", "C-53" },
}
