-- Kit Carlson with three Gatling dice: three arrows discarded from any players, then the Gatling fires and his own arrows go back.
scenario {
  title = "Kit Carlson fires the Gatling and discards three arrows", rules = { "D-46", "D-13" },
  game = "dice", seed = 50,
  players = {
    { "ann", role = "sheriff", character = "kit_carlson", arrows = 1 },
    { "bob", role = "outlaw", character = "lucky_duke", arrows = 3 },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 2 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "gatling", "dynamite", "dynamite" } },
}
command("ann", "stop")
command("ann", "discard_arrow bob")
command("ann", "discard_arrow bob")
command("ann", "discard_arrow cy")
expect { ann = { arrows = 0 }, bob = { arrows = 1, life = 7 }, cy = { arrows = 1, life = 8 },
         dee = { life = 7 }, pile = 7, logged = { "D-46", "D-13" }, active = "bob" }
