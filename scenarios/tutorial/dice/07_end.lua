-- Dice game, lesson 7: elimination and the end of the game.
lesson {
  title = N_("The end of the game"),
  rules = { "D-14", "D-15" },
  text = N_("At 0 life points a player is eliminated and shows his role. The Sheriff and his Deputies win when every Outlaw and the Renegade are out; the Outlaws win if the Sheriff falls. Your three opponents have one life point each."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "black_jack", life = 1 },
    { "dee", role = "renegade", character = "willy_the_kid", life = 1 },
  },
  rolls = { { "1", "1", "2", "dynamite", "dynamite" } },
}
move {
  "ann", "stop",
  ask = N_("Two \"1\"s and a \"2\": enough for all three. Stop rolling."),
  right = N_("Now choose your targets."),
}
move {
  "ann", "shoot bob",
  ask = N_("Shoot bob with the first \"1\"."),
  right = N_("One down."),
  mistakes = {
    { "shoot cy", N_("cy sits two seats away: the \"2\" is for him. A \"1\" hits bob or dee.") },
  },
}
move {
  "ann", "shoot dee",
  ask = N_("Shoot dee with the second \"1\"; the \"2\" can only hit cy."),
  right = N_("The hits land together: all three are eliminated and the law wins."),
}
expect { over = true, winner = "law" }
