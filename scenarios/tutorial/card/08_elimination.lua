-- Card game, lesson 8: elimination, the role revealed, the reward for an Outlaw.
lesson {
  title = N_("Elimination and reward"),
  rules = { "C-35", "C-36", "C-34" },
  text = N_("A player who reaches 0 life points is eliminated, unless a Beer saves him: he shows his role and discards his cards. Whoever eliminates an Outlaw draws 3 cards as a reward. But a Sheriff who eliminates his own Deputy discards all his cards!"),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang 5d" } },
    { "bob", role = "outlaw", character = "willy_the_kid", life = 1, hand = {} },
    { "cy", role = "deputy", character = "slab_the_killer", hand = {} },
    { "dee", role = "outlaw", character = "calamity_janet", hand = {} },
    { "eve", role = "renegade", character = "rose_doolan", life = 1, hand = {} },
  },
  deck = { "missed 2s", "missed 3s",                 -- ann's phase 1
           "beer 6h", "beer 7h", "missed 4s" },      -- the reward
}
move {
  "ann", "play bang bob",
  ask = N_("Bob has a single life point left: shoot him."),
  right = N_("Bob was an Outlaw: you draw 3 cards as your reward."),
  mistakes = {
    { "play bang eve", N_("eve has one life point too, but nobody knows her role yet: bob is the one this lesson asks for.") },
  },
}
expect { bob = { eliminated = true }, ann = { hand_size = 5 }, logged = { "C-36" } }
