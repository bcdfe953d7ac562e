-- Dice game, lesson 2: Dynamite dice are locked; three of them end the roll.
lesson {
  title = N_("Dynamite"),
  rules = { "D-6", "D-7" },
  text = N_("A Dynamite die cannot be rerolled: it stays on the table. With three Dynamite showing, your rolling ends at once and you lose a life point; the other dice still take effect."),
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
    { "dynamite", "dynamite", "beer", "beer", "gatling" },
    { "dynamite", "gatling", "gatling" },   -- reroll 3 4 5
  },
}
move {
  "ann", "reroll 3 4 5",
  ask = N_("Try for Gatlings: reroll dice 3, 4 and 5."),
  right = N_("A third Dynamite: your rolling is over, and it costs you a life point."),
  mistakes = {
    { "reroll 1 2", N_("dice 1 and 2 show Dynamite: they are locked and cannot be rerolled.") },
  },
}
expect { ann = { life = 10 }, logged = { "D-7" } }
