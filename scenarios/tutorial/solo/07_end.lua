-- Solo, lesson 7: the end, every Outlaw in play eliminated.
lesson {
  title = N_("Winning and losing"),
  rules = { "S-9", "S-5" },
  text = N_("The Sheriff wins when every Outlaw in play is eliminated, even with an Outlaw card still in the deck. He loses if he is eliminated. Each character may fire one BANG! per turn, plus the number on his weapon: the Volcanic gives one more."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d",   -- the Sheriff
           "jail 11s",             -- o1
           "jail 10s" },            -- o2
}
move {
  "sheriff", "play bang o1",
  ask = N_("Shoot o1."),
  right = N_("o1 is at 0. Your Volcanic lets you fire one more BANG!"),
}
move {
  "sheriff", "play bang o2",
  ask = N_("Now shoot o2."),
  right = N_("Both Outlaws in play are eliminated: the Sheriff wins, though o3 never left the deck."),
  mistakes = {
    { "play bang o1", N_("o1 is already at 0 with no Beer: another BANG! at him is wasted.") },
  },
}
expect { over = true, winner = "law" }
