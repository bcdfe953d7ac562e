-- The example mod "frontier" (run with: bang scenario --mod
-- examples/mods/frontier examples/mods/frontier/scenarios/dice/*.lua).
-- Doc Holyday's Gatling hits everyone else and heals him 1.
scenario {
  title = "frontier: Doc Holyday's Gatling also heals him 1",
  rules = { "D-13" },
  game = "dice", seed = 23,
  players = {
    { "ann", role = "sheriff", character = "doc_holyday", life = 5 },
    { "bob", role = "deputy", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
    { "eve", role = "outlaw", character = "black_jack" },
  },
  rolls = { { "gatling", "gatling", "gatling", "dynamite", "beer" } },
}
command("ann", "stop")
command("ann", "beer ann")
expect { ann = { life = 7, max_life = 10 }, bob = { life = 7 }, logged = { "D-13" } }
