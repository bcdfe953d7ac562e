-- Showdown, lesson 1: a turn is one action; an empty gun loads first.
lesson {
  title = N_("Load your gun"),
  rules = { "SD-2", "SD-3" },
  text = N_("You are ann. On your turn you either load one bullet or shoot with one. Your gun is empty: load it."),
}
scenario {
  game = "showdown", seed = 1,
  players = { { "ann" }, { "bob" }, { "cy" } },
}
move {
  "ann", "load",
  ask = N_("Your gun is empty: load a bullet."),
  right = N_("One bullet in the gun. Next turn you can shoot."),
}
expect { ann = { bullets = 1 } }
