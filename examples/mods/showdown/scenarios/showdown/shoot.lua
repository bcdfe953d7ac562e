-- The example mod "showdown" (run with: bang scenario --mod
-- examples/mods/showdown examples/mods/showdown/scenarios/showdown/*.lua).
-- A shot spends a bullet and takes 1 life (SD-4).
scenario {
  title = "showdown: a shot spends a bullet and takes 1 life",
  rules = { "SD-4" },
  game = "showdown", seed = 1,
  players = {
    { "ann", bullets = 2 },
    { "bob" },
    { "cy" },
  },
}
command("ann", "shoot cy")
expect { ann = { bullets = 1 }, cy = { life = 2 }, logged = { "SD-4" } }
