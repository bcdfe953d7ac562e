-- Card game, lesson 10: characters; Calamity Janet's ability.
lesson {
  title = N_("Characters and their abilities"),
  rules = { "C-3", "C-42" },
  text = N_("Every character has its own number of life points and an ability that bends a rule. Type look and a player's name to read it. You are Calamity Janet now: you may play a Missed! as a BANG!, and a BANG! as a Missed!"),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "calamity_janet", hand = { "missed 10c" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "vulture_sam", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
move {
  "ann", "play missed bob",
  ask = N_("You have no BANG!: shoot bob with a Missed!"),
  right = N_("Your Missed! worked as a BANG!: bob loses a life point. It counts as your one BANG! for this turn."),
  mistakes = {
    { "end", N_("your ability lets you shoot with a Missed!: do not end your turn yet.") },
  },
}
expect { bob = { life = 3 } }
