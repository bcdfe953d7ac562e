-- The Renegade's Gatling kills both Outlaws (game goes on), then he shoots the Sheriff, alone with him: the Renegade wins.
scenario {
  title = "Renegade left alone with the Sheriff, and wins", rules = { "D-15", "D-11", "D-13" },
  game = "dice", seed = 16,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 3 },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    { "cy", role = "outlaw", character = "rose_doolan", life = 1 },
    { "dee", role = "renegade", character = "paul_regret" },
  },
  first = "dee",
  rolls = {
    { "gatling", "gatling", "gatling", "dynamite", "dynamite" },   -- dee
    { "arrow", "dynamite", "dynamite", "gatling", "gatling" },     -- ann
    { "2", "1", "dynamite", "arrow", "dynamite" },                 -- dee
  },
}
command("dee", "stop")
-- All Outlaws are out but the Renegade is still in play: the game goes on.
expect { bob = { eliminated = true }, cy = { eliminated = true }, ann = { life = 2 },
         over = false, active = "ann", turn = 2 }
command("ann", "stop")
command("dee", "stop")
-- Two players left: the "2" acts as a "1"; both dice hit the Sheriff.
expect { over = true, winner = "renegade", dee = { won = true }, ann = { eliminated = true, won = false },
         bob = { won = false }, cy = { won = false } }
