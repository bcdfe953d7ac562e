-- Card game, lesson 5: a weapon (a blue card) changes the range.
lesson {
  title = N_("Weapons: reach further"),
  rules = { "C-14", "C-31", "C-9" },
  text = N_("Brown-bordered cards are played once and discarded. Blue-bordered cards stay in play in front of you, like a weapon: the Schofield reaches distance 2. You may have only one weapon; a new one replaces the old."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "schofield 12c", "bang 5d" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
move {
  "ann", "play schofield",
  ask = N_("Put your Schofield in play."),
  right = N_("The Schofield stays in front of you: now cy is within your reach."),
  mistakes = {
    { "play bang cy", N_("with the Colt .45 cy is still out of reach: play the Schofield first.") },
  },
}
move {
  "ann", "play bang cy",
  ask = N_("Now shoot cy, two seats away."),
  right = N_("Cy loses a life point. The weapon stays in play for your next turns."),
}
expect { cy = { life = 3 }, ann = { inplay = { "schofield" } } }
