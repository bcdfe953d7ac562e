-- Bart Cassidy at 2 life loses 3 to the Dynamite: he draws 3 cards first (C-34
-- ruling), two of them Beers, and drinks both to survive at 1 life.
scenario {
  title = "Bart Cassidy draws 3 for the Dynamite, two Beers save him",
  rules = { "C-40", "C-34", "C-33", "C-23" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "bart_cassidy", life = 2, hand = {}, inplay = { "dynamite" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 7s",                          -- the Dynamite explodes
           "beer 6h", "panic", "beer 7h",        -- Bart's three cards
           "stagecoach", "stagecoach" },         -- his phase 1
}
expect { awaiting = "bob", decision = "save", bob = { life = 0, hand = { "beer", "panic", "beer" } } }
command("bob", "play beer")
command("bob", "play beer")
expect { bob = { life = 1, alive = true, hand = { "panic", "stagecoach", "stagecoach" } }, awaiting = "bob" }
