-- Vulture Sam at 8 of 9: the 2 life for an elimination stop at his maximum.
scenario {
  title = "Vulture Sam never above his maximum", rules = { "D-54", "D-2" },
  game = "dice", seed = 60,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "vulture_sam", life = 8 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "dynamite", "dynamite", "arrow", "gatling" } },
}
command("ann", "stop")
command("ann", "shoot bob")
expect { bob = { eliminated = true }, cy = { life = 9, max_life = 9 }, logged = { "D-54" }, active = "cy" }
