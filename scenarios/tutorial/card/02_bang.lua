-- Card game, lesson 2: BANG!, distance and the Colt .45's range.
lesson {
  title = N_("BANG!: shoot a player within range"),
  rules = { "C-20", "C-12", "C-14" },
  text = N_("A BANG! takes one life point from a player you can reach. Distance counts the seats between you, the shorter way round: bob and dee sit next to you (distance 1), cy sits across (distance 2). Without a weapon you have a Colt .45, which reaches distance 1. Only one BANG! per turn."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang 5d" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
move {
  "ann", "play bang bob",
  ask = N_("Shoot bob, on your left, with your BANG!"),
  right = N_("Bob has no Missed! to cancel it: he loses a life point. A card played goes to the discard pile."),
  mistakes = {
    { "play bang cy", N_("cy is at distance 2 and your Colt .45 reaches only 1. A weapon would reach further.") },
  },
}
expect { bob = { life = 3 }, discard_top = "bang 5d" }
