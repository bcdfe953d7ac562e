-- Dice game, lesson 1: the Sheriff starts; roll, reroll twice, stop.
lesson {
  title = N_("Roll, reroll, stop"),
  rules = { "D-4", "D-5", "D-2" },
  text = N_("You are ann, the Sheriff, and you play first; then play goes clockwise. On your turn you roll the five dice, then you may reroll any of them twice more. Keep the faces you like and stop whenever you want: the last roll counts."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "willy_the_kid" },
  },
  rolls = {
    { "gatling", "gatling", "beer", "beer", "beer" },
    { "gatling", "beer", "beer" },   -- reroll 3 4 5
  },
}
move {
  "ann", "reroll 3 4 5",
  ask = N_("Keep your two Gatlings and reroll the three Beers (dice 3, 4 and 5)."),
  right = N_("A third Gatling! You still have one reroll left."),
  mistakes = {
    { "stop", N_("two Gatlings do nothing: you need three. You have rerolls left, use one.") },
    { "reroll 1 2", N_("dice 1 and 2 are the Gatlings you want to keep: reroll the others.") },
  },
}
move {
  "ann", "stop",
  ask = N_("Three Gatlings is what you wanted: stop rolling."),
  right = N_("Your dice are final. They now take effect; every die must be used."),
}
expect { dice = { "gatling", "gatling", "gatling", "beer", "beer" } }
