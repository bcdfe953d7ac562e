-- Willy the Kid with four Gatling dice still fires only once: 1 life from each other player.
scenario {
  title = "Willy the Kid: still one Gatling per turn", rules = { "D-55", "D-13" },
  game = "dice", seed = 62,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "gatling", "gatling", "dynamite" } },
}
command("ann", "stop")
expect { bob = { life = 7 }, cy = { life = 8 }, dee = { life = 7 }, active = "bob" }
