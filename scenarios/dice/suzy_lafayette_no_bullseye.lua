-- Suzy Lafayette ends her turn with no "1" or "2" showing (she rerolled her "1"): she gains 2 life.
scenario {
  title = "Suzy Lafayette: no Bull's Eye at the end, +2 life", rules = { "D-53" },
  game = "dice", seed = 57,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "suzy_lafayette", life = 5 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = {
    { "1", "dynamite", "dynamite", "arrow", "gatling" },
    { "arrow" },   -- reroll 1
  },
}
command("bob", "reroll 1")
command("bob", "stop")
expect { bob = { life = 7, arrows = 2 }, logged = { "D-53" }, active = "cy" }
