-- Reward: whoever eliminates an Outlaw -- even another Outlaw -- draws 3 cards;
-- eliminating the Renegade gives nothing.
scenario {
  title = "An Outlaw eliminating an Outlaw draws 3 cards; the Renegade gives nothing",
  rules = { "C-36", "C-35", "C-55" },
  game = "card", seed = 1, first = "cy",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "willy_the_kid", hand = { "bang", "bang" } },
    { "dee", role = "outlaw", character = "jourdonnais", life = 1, hand = {} },
    { "eve", role = "deputy", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",                     -- cy's phase 1
           "panic", "duel", "stagecoach" },           -- the reward
}
command("cy", "play bang bob")
expect { bob = { eliminated = true }, cy = { hand = { "bang", "beer", "beer" } } }
command("cy", "play bang dee")
command("dee", "hit")             -- (he declines his Jourdonnais Barrel)
expect {
  dee = { eliminated = true },
  cy = { hand = { "beer", "beer", "panic", "duel", "stagecoach" } },
  logged = { "C-36" }, awaiting = "cy",
}
