-- El Gringo loses 2 life to one doubled die of Slab the Killer: one die, so one arrow.
scenario {
  title = "El Gringo and a doubled die: one arrow", rules = { "D-43", "D-52" },
  game = "dice", seed = 43,
  players = {
    { "ann", role = "sheriff", character = "slab_the_killer" },
    { "bob", role = "outlaw", character = "el_gringo" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "beer", "dynamite", "dynamite", "arrow" } },
}
expect { ann = { arrows = 1 } }
command("ann", "stop")
command("ann", "shoot bob")
command("ann", "double 1")
expect { bob = { life = 5 }, ann = { arrows = 2, life = 10 }, pile = 7, active = "bob" }
