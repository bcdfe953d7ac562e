-- Jesse Jones at 5 life: his Beer gives only 1.
scenario {
  title = "Jesse Jones above 4 life: ordinary Beer", rules = { "D-44", "D-12" },
  game = "dice", seed = 47,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "jesse_jones", life = 5 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = { { "beer", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("bob", "stop")
command("bob", "beer bob")
expect { bob = { life = 6 }, not_logged = { "D-44" }, active = "cy" }
