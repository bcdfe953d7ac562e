-- Vulture Sam: when another character is eliminated, he takes every card that
-- player had, in hand and in play, into his hand.
scenario {
  title = "Vulture Sam takes an eliminated player's cards",
  rules = { "C-54", "C-35", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang" } },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1, hand = { "stagecoach", "panic" },
      inplay = { "scope", "volcanic" } },
    { "cy", role = "outlaw", character = "vulture_sam", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",                      -- ann's phase 1
           "missed 2s", "missed 3s", "missed 4s" },    -- ann's reward (C-36)
}
command("ann", "play bang bob")
expect {
  bob = { eliminated = true, hand = {}, inplay = {} },
  cy = { hand = { "stagecoach", "panic", "scope", "volcanic" } },
  discard_size = 1, discard_top = "bang",
  ann = { hand = { "beer", "beer", "missed", "missed", "missed" } },
  logged = { "C-54" },
}
