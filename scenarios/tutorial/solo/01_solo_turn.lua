-- Solo, lesson 1: the set-up, the five phases, shooting the Outlaws.
lesson {
  title = N_("The solo game: one Sheriff against the Outlaws"),
  rules = { "S-1", "S-2", "S-5" },
  text = N_("You play every character, always to the Sheriff's advantage: the Sheriff against the Outlaws o1 and o2; a third Outlaw hides in the deck. Each turn every character is dealt as many face-up cards as his life points, and then the cards are played. All distances are 1: the Outlaws shoot only the Sheriff, and the Sheriff may shoot any Outlaw."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c", "missed 11c",   -- the Sheriff
           "jail 11s",                             -- o1: an Outlaw cannot play a Jail
           "missed 2s", "missed 3s" },             -- o2
}
move {
  "sheriff", "play bang o1",
  ask = N_("The Sheriff has a BANG!: shoot o1, who has a single life point."),
  right = N_("o1 is hit and goes down to 0 life points."),
  mistakes = {
    { "play bang o2", N_("o2 has a Missed! face up that would cancel your shot, and two life points. o1 has neither.") },
  },
}
expect { o1 = { life = 0 } }
