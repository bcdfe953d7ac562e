-- Dice game, lesson 4: "1" and "2" hit players one or two seats away.
lesson {
  title = N_("Shooting with 1 and 2"),
  rules = { "D-11", "D-10" },
  text = N_("A \"1\" die hits a player sitting next to you, on either side. A \"2\" hits a player exactly two seats away. Each hit takes a life point; every die must be used if it can."),
}
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "deputy", character = "willy_the_kid" },
    { "eve", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "2", "dynamite", "dynamite", "gatling" } },
}
move {
  "ann", "stop",
  ask = N_("Keep these dice: stop rolling."),
  right = N_("Now choose your targets."),
}
move {
  "ann", "shoot bob",
  ask = N_("Use the \"1\" to shoot bob, on your left."),
  right = N_("Bob is hit."),
  mistakes = {
    { "shoot cy", N_("cy sits two seats away: a \"1\" reaches only your neighbours, bob and eve.") },
  },
}
move {
  "ann", "shoot cy",
  ask = N_("Now use the \"2\" on cy, two seats away."),
  right = N_("Both hits land together: bob and cy lose a life point each."),
}
expect { bob = { life = 7 }, cy = { life = 7 } }
