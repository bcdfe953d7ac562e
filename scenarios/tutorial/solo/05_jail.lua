-- Solo, lesson 5: Jail, the Sheriff's card for an Outlaw.
lesson {
  title = N_("Jail"),
  rules = { "S-10", "S-2" },
  text = N_("Only the Sheriff plays Jail, and only on an Outlaw. In the next turn's phase 2 the jailed Outlaw must draw!: on a Heart he escapes, otherwise he gets no cards that turn. The Jail is discarded either way."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 3 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "jail 10s", "missed 10c",              -- the Sheriff
           "missed 2s",                           -- o1
           "missed 3s", "missed 4s", "missed 5s",  -- o2
           -- turn 2: o2's draw! (a Club), then the Sheriff's 2 cards and o1's
           "bang 5c", "missed 6s", "missed 7s", "missed 8s" },
}
move {
  "sheriff", "play jail o2",
  ask = N_("Put o2, the Outlaw with the most life points, in Jail."),
  right = N_("At the start of the next turn o2 drew! a Club, not a Heart: he gets no cards this turn, and the Jail is discarded."),
  mistakes = {
    { "play jail sheriff", N_("the Jail is for an Outlaw, never for the Sheriff.") },
  },
}
expect { o2 = { inplay = {} }, logged = { "{player} stays in Jail: no cards this turn." } }
