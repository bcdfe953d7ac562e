-- Ruling (C-36): when the Sheriff is Vulture Sam and eliminates a Deputy, Sam
-- first takes the Deputy's cards, then the penalty discards everything he has
-- -- including what he just took.
scenario {
  title = "Sheriff Vulture Sam eliminates a Deputy: takes his cards, then loses all",
  rules = { "C-36", "C-54", "C-34", "C-35" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang", "missed 10c" }, inplay = { "barrel" } },
    { "bob", role = "deputy", character = "bart_cassidy", life = 1, hand = { "beer 6h" }, inplay = { "scope" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "outlaw", character = "jourdonnais", hand = {} },
    { "eve", role = "renegade", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 5s", "missed 6s",   -- ann's phase 1
           "panic" },                  -- not bob's: Bart draws nothing for a fatal hit (C-34)
}
command("ann", "play bang bob")
expect { awaiting = "bob", decision = "save", bob = { hand = { "beer" } } }
command("bob", "die")
expect {
  bob = { eliminated = true, hand = {}, inplay = {} },
  ann = { hand = {}, inplay = {} },
  discard_size = 1 + 4 + 2,       -- the BANG!, ann's own 4 cards, the 2 she took from bob
  logged = { "C-36", "C-54" }, not_logged = { "C-40" },
}
