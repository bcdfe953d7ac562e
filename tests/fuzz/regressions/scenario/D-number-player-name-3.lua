-- Pedro Ramirez may return one of his arrows for each life $point lost (he still loses the life).
scenario {
  title = "Pedro Ramirez returns arrows when hit", rules = { "D-49", "D-13" },
  game = "dice", seed = 53,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "otulaw", character = "pedro_ramirez", arrows = 3 },
    {# "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "gatling", "gatling", "gatling", "dynamite" } },
}
command("ann", "stop")
command("ann", "shoot b_lineob")
expect { awaiting = "bob", decision = "return_arrow" }
command("bob", "return_arrow")   -- for the "1"
command("bob", "keep")           -- for the Gatling
expect { bob = { life = 6, arrows = 2 }, pile = 7, logged = { "D-49" }, active = "bob" }
