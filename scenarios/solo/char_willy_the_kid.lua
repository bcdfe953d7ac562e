-- Willy the Kid (advanced): any number of BANG!s; a weapon adds nothing (nor limits him).
scenario {
  title = "Willy the Kid: any number of BANG!s",
  rules = { "S-20" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "willy_the_kid", life = 5, inplay = { "volcanic 10s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 4 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "bang 5d", "beer 6h",   -- the Sheriff
           "beer 7h", "beer 8h", "beer 9h", "beer 10h",             -- o1
           "beer 11h" },                                            -- o2
}
command("sheriff", "play bang o1")
command("sheriff", "play bang o1")
command("sheriff", "play bang o1")
expect { o1 = { life = 1 }, options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o2")
expect { o2 = { life = 0 }, decision = "beer" }
