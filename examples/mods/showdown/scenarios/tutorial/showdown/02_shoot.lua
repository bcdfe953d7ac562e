-- Showdown, lesson 2: shoot the weakest; the last one standing wins.
lesson {
  title = N_("Shoot to win"),
  rules = { "SD-4", "SD-5", "SD-1" },
  text = N_("A shot spends a bullet and takes 1 life from any other player. At 0 life a player is out; the last one standing wins."),
}
scenario {
  game = "showdown", seed = 1,
  players = { { "ann", bullets = 1 }, { "bob", life = 1 } },
}
move {
  "ann", "shoot bob",
  ask = N_("bob has 1 life left and your gun holds a bullet: shoot him."),
  right = N_("bob is out and you are the last one standing: you win."),
  mistakes = {
    { "load", N_("loading gives bob a turn to shoot you first. Shoot now.") },
  },
}
expect { bob = { eliminated = true }, ann = { won = true } }
