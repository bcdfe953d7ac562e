-- Solo, lesson 2: phase 4 goes in steps; blue cards first.
lesson {
  title = N_("Playing the cards in order"),
  rules = { "S-4", "S-10" },
  text = N_("The face-up cards are played in steps: (a) blue cards, one at a time; (b) brown cards other than BANG!, Missed! and Beer; (c) BANG! and Missed!; (d) Beer. Every card that can be played must be: you choose the order within a step and the targets."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "volcanic 10s", "barrel", "bang 2d",   -- the Sheriff
           "missed 2s",                          -- o1
           "missed 3s" },                        -- o2
}
move {
  "sheriff", "play volcanic sheriff",
  ask = N_("Blue cards come first: put the Volcanic in play in front of the Sheriff."),
  right = N_("Now the Barrel follows by itself: it is the only card left to play in this step."),
  mistakes = {
    { "play bang o1", N_("BANG! belongs to step (c): the blue cards come first.") },
  },
}
expect { sheriff = { inplay = { "volcanic", "barrel" } }, decision = "shots" }
