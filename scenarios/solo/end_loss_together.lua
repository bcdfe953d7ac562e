-- The Sheriff and the last Outlaw in play fall together after the Beers: the game is lost.
scenario {
  title = "Lost: the Sheriff and the last Outlaw fall together",
  rules = { "S-9", "S-7" }, game = "solo", seed = 1, easier = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d",    -- the Sheriff
           "bang 3d" },  -- o1
}
expect { decision = "shots", options = { "play bang o1", "play bang sheriff" } }
command("sheriff", "play bang o1")
-- o1's BANG! follows; no Beers; both are eliminated.
expect { over = true, turn = 1, sheriff = { eliminated = true, won = false },
         o1 = { eliminated = true, won = true },
         logged = { "The Sheriff is eliminated: the Outlaws win." },
         not_logged = { "Every Outlaw in play is eliminated: the Sheriff wins." } }
