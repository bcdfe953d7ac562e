-- Solo, lesson 3: BANG! and Missed! resolve together.
lesson {
  title = N_("BANG! and Missed! together"),
  rules = { "S-6", "S-5" },
  text = N_("In step (c) the BANG!s of every character are played, and they resolve together with the Missed!s: each Missed! cancels one BANG! aimed at its owner, and only at him. Look at the face-up cards before you choose a target."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c", "missed 11c", "missed 12c", "beer 7h",   -- the Sheriff
           "bang 3d", "missed 13c",                                         -- o1
           "bang 4d", "beer 6h" },                                          -- o2
}
move {
  "sheriff", "play bang o2",
  ask = N_("Shoot the Outlaw who has no Missed!: o2."),
  right = N_("o2 has nothing to cancel it and loses a life point. The Outlaws' BANG!s at the Sheriff will meet his Missed!s."),
  mistakes = {
    { "play bang o1", N_("o1 has a Missed! face up: it would cancel your shot.") },
  },
}
expect { o2 = { life = 1 } }
