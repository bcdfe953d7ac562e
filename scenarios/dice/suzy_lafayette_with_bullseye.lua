-- Suzy Lafayette ends her turn with a "1" showing: no bonus life.
scenario {
  title = "Suzy Lafayette: a Bull's Eye showing, no bonus", rules = { "D-53" },
  game = "dice", seed = 58,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "suzy_lafayette", life = 5 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = { { "1", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("bob", "stop")
command("bob", "shoot cy")
expect { bob = { life = 5 }, cy = { life = 8 }, not_logged = { "D-53" }, active = "cy" }
