-- Bart Cassidy may take an arrow instead of losing 1 life to a "1" or to the Gatling (or choose to lose it).
scenario {
  title = "Bart Cassidy takes arrows instead of life", rules = { "D-40", "D-13" },
  game = "dice", seed = 36,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "1", "1", "gatling", "gatling", "gatling" } },
}
command("ann", "stop")
command("ann", "shoot bob")
command("ann", "shoot bob")
expect { awaiting = "bob", decision = "take_arrow" }
command("bob", "take_arrow")   -- first "1"
command("bob", "lose_life")    -- second "1"
expect { bob = { life = 7, arrows = 1 }, pile = 8, logged = { "D-40" } }
command("bob", "take_arrow")   -- the Gatling
expect { bob = { life = 7, arrows = 2 }, pile = 7, cy = { life = 8 }, dee = { life = 7 }, active = "bob" }
