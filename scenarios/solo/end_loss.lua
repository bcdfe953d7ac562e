-- The Sheriff at 0 life after the Beers is eliminated: the game is lost and the Outlaws' side wins.
scenario {
  title = "Lost: the Sheriff is eliminated",
  rules = { "S-9", "S-7" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d",                -- the Sheriff
           "bang 3d", "beer 6h",     -- o1
           "beer 7h" },              -- o2
}
expect { decision = "shots", options = { "play bang o1", "play bang o2", "play bang sheriff" } }
command("sheriff", "play bang sheriff")
-- At 0, the Sheriff still fires.
expect { sheriff = { life = 0, alive = true }, options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o2")
-- Then the Outlaws' Beers: none is his.
expect { o2 = { life = 0 }, decision = "beer", options = { "play beer o1", "play beer o2" } }
command("sheriff", "play beer o1")
-- The Outlaws' side wins, o3 too, though he never came into play.
expect { over = true, turn = 1, sheriff = { eliminated = true, won = false }, winner = "outlaws",
         o1 = { won = true }, o2 = { won = true, alive = true }, o3 = { won = true },
         logged = { "The Sheriff is eliminated: the Outlaws win." } }
