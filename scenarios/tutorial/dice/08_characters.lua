-- Dice game, lesson 8: characters; Sid Ketchum heals at the start of his turn.
lesson {
  title = N_("Characters and their abilities"),
  rules = { "D-51", "D-2" },
  text = N_("Every character has its own life points and an ability. Type look and a player's name to read it. You are Sid Ketchum now: at the start of your turn, a player of your choice gains a life point."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", life = 6 },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "willy_the_kid" },
  },
  rolls = { { "dynamite", "dynamite", "beer", "gatling", "gatling" } },
}
move {
  "ann", "heal ann",
  ask = N_("Before rolling, use your ability on yourself."),
  right = N_("You gain a life point, then you roll as usual."),
  mistakes = {
    { "heal bob", N_("bob may well be an Outlaw: heal yourself.") },
  },
}
expect { ann = { life = 7 }, decision = "reroll" }
