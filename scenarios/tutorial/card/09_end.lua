-- Card game, lesson 9: the end of the game; Gatling shoots everyone.
lesson {
  title = N_("The end of the game"),
  rules = { "C-37", "C-29" },
  text = N_("The game ends when the Sheriff is eliminated (the Outlaws win, or the Renegade if he is the only one left), or when every Outlaw and the Renegade are (the Sheriff and his Deputies win). Your three opponents have one life point each, and you hold a Gatling: a BANG! at every other player at once."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "gatling", "bang 5d" } },
    { "bob", role = "outlaw", character = "willy_the_kid", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", life = 1, hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", life = 1, hand = {} },
  },
  deck = { "missed 2s", "missed 3s", "beer 6h", "beer 7h", "beer 8h",
           "missed 4s", "missed 5s", "missed 6s" },
}
move {
  "ann", "play gatling",
  ask = N_("Win the game: play the Gatling."),
  right = N_("All three go down together: the law wins. A team wins even if some of its players were eliminated."),
  mistakes = {
    { "play bang bob", N_("a BANG! hits only one player, and you may play only one per turn: the Gatling hits them all.") },
  },
}
expect { over = true, winner = "law" }
