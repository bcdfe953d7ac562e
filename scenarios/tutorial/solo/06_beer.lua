-- Solo, lesson 6: at 0 life until the Beers; elimination after them.
lesson {
  title = N_("Beer and elimination"),
  rules = { "S-7", "S-8" },
  text = N_("A character brought to 0 life points is eliminated only after the Beers of step (d): a face-up Beer can bring back his last bullet. When the Sheriff eliminates an Outlaw, he gets 2 more face-up cards next turn."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c",   -- the Sheriff
           "beer 6h",                 -- o1
           "jail 11s" },              -- o2: an Outlaw cannot play a Jail
}
move {
  "sheriff", "play bang o2",
  ask = N_("Shoot the Outlaw who cannot save himself."),
  right = N_("o2 has no Beer: after step (d) he is eliminated, and the Sheriff will get 2 more cards next turn."),
  mistakes = {
    { "play bang o1", N_("o1 has a Beer face up: at 0 life he would drink it in step (d) and stay in play.") },
  },
}
expect { o2 = { eliminated = true }, logged = { "S-8" } }
