-- Black Jack may reroll Dynamite dice.
scenario {
  title = "Black Jack rerolls Dynamite", rules = { "D-41", "D-6" },
  game = "dice", seed = 39,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "black_jack" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = {
    { "dynamite", "dynamite", "arrow", "gatling", "gatling" },
    { "gatling", "beer" },   -- reroll 1 2: both Dynamite
  },
}
command("bob", "reroll 1 2")
expect { dice = { "gatling", "beer", "arrow", "gatling", "gatling" }, logged = { "D-41" } }
command("bob", "stop")
command("bob", "beer bob")
expect { bob = { life = 8, arrows = 0 }, ann = { life = 10 }, cy = { life = 8 }, dee = { life = 7 },
         active = "cy" }
