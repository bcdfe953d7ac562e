-- Bart Cassidy at 2 life loses 3 to the Dynamite: the save comes first
-- (his two Beers), and only then, having survived, he draws 3 cards, one
-- per life point lost (C-40, FAQ Q23; C-34 ruling, FAQ Q16).
scenario {
  title = "Bart Cassidy survives the Dynamite with two Beers, then draws 3",
  rules = { "C-40", "C-34", "C-33", "C-23" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "bart_cassidy", life = 2, hand = { "beer 6h", "beer 7h" },
      inplay = { "dynamite" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 7s",                          -- the Dynamite explodes
           "panic", "bang 5c", "duel",           -- Bart's three cards
           "stagecoach", "stagecoach" },         -- his phase 1
}
expect { awaiting = "bob", decision = "save", bob = { life = 0, hand = { "beer", "beer" } } }
command("bob", "play beer")
command("bob", "play beer")
expect { bob = { life = 1, alive = true, hand = { "panic", "bang 5c", "duel", "stagecoach", "stagecoach" } },
         awaiting = "bob", logged = { "C-40" } }
