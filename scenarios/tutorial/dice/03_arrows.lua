-- Dice game, lesson 3: arrows after every roll; the Indian attack.
lesson {
  title = N_("Arrows and the Indian attack"),
  rules = { "D-8", "D-9" },
  text = N_("After every roll, rerolls included, you take an arrow from the pile for each Arrow die you just rolled. When the last arrow is taken, the Indians attack: everyone loses a life point per arrow they hold, and all arrows go back to the pile. Only two arrows are left in the pile."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke", arrows = 3 },
    { "cy", role = "outlaw", character = "black_jack", arrows = 2 },
    { "dee", role = "renegade", character = "willy_the_kid", arrows = 2 },
  },
  pile = 2,
  rolls = {
    { "arrow", "beer", "beer", "gatling", "gatling" },
    { "arrow", "gatling" },   -- reroll 2 3
  },
}
move {
  "ann", "reroll 2 3",
  ask = N_("You took an arrow. Now reroll the two Beers (dice 2 and 3) for a third Gatling."),
  right = N_("Another Arrow: you took the last arrow, so the Indians attacked. Bob held 3 arrows and lost 3 life points."),
  mistakes = {
    { "reroll 1", N_("that Arrow's arrow is taken already; rerolling it could only bring another. Reroll the Beers.") },
  },
}
expect { bob = { life = 5, arrows = 0 }, ann = { arrows = 0 }, pile = 9, logged = { "D-9" } }
