-- Card game, lesson 1: the goal, whose turn, phase 1 and phase 2.
lesson {
  title = N_("Your turn: draw two cards, then play"),
  rules = { "C-2", "C-8", "C-9" },
  text = N_("You are ann, the Sheriff: the only role shown. The Outlaws want you dead, the Renegade wants to be the last one standing; you and your Deputies must stop them all. Your turn has three phases: draw two cards, play any cards you like, then discard down to your life points."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "stagecoach" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "bang 5d" },     -- the Stagecoach
}
move {
  "ann", "play stagecoach",
  ask = N_("You have drawn your two cards. Now play the Stagecoach: it draws two more."),
  right = N_("Phase 2 goes on until you end it: play as many cards as you like."),
  mistakes = {
    { "end", N_("ending the turn now wastes your Stagecoach. Play your cards first, then end.") },
  },
}
expect { ann = { hand = { "missed", "missed", "beer", "bang" } }, awaiting = "ann" }
