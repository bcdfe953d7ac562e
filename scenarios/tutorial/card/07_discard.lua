-- Card game, lesson 7: phase 3, discard down to your life points.
lesson {
  title = N_("Phase 3: discard down to your life"),
  rules = { "C-11" },
  text = N_("When you end your turn, you may keep as many cards in hand as you have life points. Cards in play do not count. You have 2 life points and 4 cards."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", life = 2, hand = { "missed 2s", "missed 3s" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "beer 6h", "missed 4s" },
}
move {
  "ann", "end",
  ask = N_("Keep your Beer for an emergency: end your turn."),
  right = N_("Now you must discard two cards."),
}
move {
  "ann", "discard missed",
  ask = N_("Discard a Missed!: you have three."),
  right = N_("One more to go."),
  mistakes = {
    { "end", N_("your turn cannot end yet: 4 cards in hand and 2 life points, so two cards must go.") },
  },
}
move {
  "ann", "discard missed",
  ask = N_("Discard another Missed!"),
  right = N_("Two cards for two life points: your turn is over, and bob plays."),
}
expect { ann = { hand = { "beer", "missed" } }, active = "bob", logged = { "C-11" } }
