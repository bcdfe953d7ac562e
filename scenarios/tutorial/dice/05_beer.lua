-- Dice game, lesson 5: Beer gives a life point to anyone.
lesson {
  title = N_("Beer"),
  rules = { "D-12" },
  text = N_("Each Beer die gives a life point to a player of your choice, yourself included, never above the maximum. Beers take effect after the shots."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", life = 6 },
    { "bob", role = "outlaw", character = "lucky_duke", life = 5 },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "willy_the_kid" },
  },
  rolls = { { "beer", "dynamite", "dynamite", "gatling", "gatling" } },
}
move {
  "ann", "stop",
  ask = N_("Keep these dice: stop rolling."),
  right = N_("Now give your Beer to someone."),
}
move {
  "ann", "beer ann",
  ask = N_("You have lost life points: give the Beer to yourself."),
  right = N_("You gain a life point."),
  mistakes = {
    { "beer bob", N_("bob may well be an Outlaw: as the Sheriff, heal yourself.") },
  },
}
expect { ann = { life = 7 }, bob = { life = 5 } }
