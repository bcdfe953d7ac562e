-- Card game, lesson 3: Missed! cancels a BANG! aimed at you, out of turn.
lesson {
  title = N_("Missed!: cancel a shot at you"),
  rules = { "C-21", "C-10" },
  text = N_("It is bob's turn, and he shoots at you. Out of your turn you may only answer: a Missed! cancels one BANG! aimed at you. Otherwise you lose a life point."),
}
scenario {
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "missed 10c" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = { "bang 5d" } },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },   -- bob's phase 1
}
command("bob", "play bang ann")
move {
  "ann", "play missed",
  ask = N_("Play your Missed! to cancel bob's BANG!"),
  right = N_("The shot misses. Both cards go to the discard pile, and you keep all your life points."),
  mistakes = {
    { "hit", N_("taking the hit costs you a life point, and you hold a Missed! just for this.") },
  },
}
expect { ann = { life = 5, hand = {} } }
