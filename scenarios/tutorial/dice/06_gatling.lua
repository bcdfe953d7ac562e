-- Dice game, lesson 6: three Gatlings hit everyone else and return your arrows.
lesson {
  title = N_("The Gatling"),
  rules = { "D-13" },
  text = N_("With three or more Gatling dice, every other player loses a life point, and you put all your arrows back in the pile. It fires only once per turn."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret", arrows = 2 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "willy_the_kid" },
  },
  rolls = { { "gatling", "gatling", "gatling", "dynamite", "dynamite" } },
}
move {
  "ann", "stop",
  ask = N_("Three Gatlings on the first roll: keep them and stop."),
  right = N_("Everyone else loses a life point, and your arrows go back to the pile."),
  mistakes = {
    { "reroll 1 2 3", N_("those are your three Gatlings: rerolling them would throw them away.") },
  },
}
expect { bob = { life = 7 }, cy = { life = 7 }, dee = { life = 7 }, ann = { arrows = 0 } }
