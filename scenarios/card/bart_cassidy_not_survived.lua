-- Bart Cassidy at 1 life, shot with nothing to save himself: he is
-- eliminated and draws nothing -- the card he would have drawn cannot save
-- him, and the deck is untouched (C-34 ruling, FAQ Q16; C-40).
scenario {
  title = "Bart Cassidy gets no card for the life point that eliminates him",
  rules = { "C-40", "C-34", "C-35" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang" } },
    { "bob", role = "outlaw", character = "bart_cassidy", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h",                  -- a Beer he must not draw
           "panic", "stagecoach", "duel" },  -- ann's reward (C-36)
}
command("ann", "play bang bob")
expect {
  bob = { eliminated = true, hand = {} }, not_logged = { "C-40" },
  -- The Beer is still in the deck: ann's reward is the next three cards.
  ann = { hand = { "missed", "missed", "beer 6h", "panic", "stagecoach" } },
}
