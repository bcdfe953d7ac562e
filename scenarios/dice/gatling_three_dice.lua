-- Three Gatling dice: every other player loses 1 life and the roller returns all his arrows
-- (9 arrows in all: the pile starts at 9 minus the 5 held).
scenario {
  title = "Gatling: three dice", rules = { "D-13", "D-3" },
  game = "dice", seed = 29,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", arrows = 3 },
    { "bob", role = "outlaw", character = "lucky_duke", arrows = 2 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "arrow", "gatling", "dynamite", "gatling" } },
}
expect { ann = { arrows = 4 }, pile = 3 }
command("ann", "stop")
expect { ann = { arrows = 0, life = 11 }, bob = { arrows = 2, life = 7 }, cy = { life = 8 },
         dee = { life = 7 }, pile = 7, logged = { "D-13" }, active = "bob" }
