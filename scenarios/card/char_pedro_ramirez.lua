-- Pedro Ramirez: in phase 1 he may take the top card of the discard pile
-- instead of his first card from the deck; the second comes from the deck.
scenario {
  title = "Pedro Ramirez draws from the discard pile",
  rules = { "C-49", "C-8" },
  game = "card", seed = 1, first = "cy",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "pedro_ramirez", hand = {} },
    { "dee", role = "renegade", character = "lucky_duke", hand = {} },
  },
  discard = { "bang 5c", "volcanic 10c" },   -- the Volcanic is on top
  deck = { "barrel" },
}
expect { awaiting = "cy", decision = "draw_source" }
command("cy", "draw discard")
expect {
  cy = { hand = { "volcanic 10c", "barrel" } }, discard_size = 1, discard_top = "bang 5c",
  deck_size = 80 - 2 - 1, logged = { "C-49" },
}
