-- The Sheriff wins when both Outlaws in play are eliminated, though the third Outlaw card is still in the deck.
scenario {
  title = "Won with an Outlaw card still in the deck",
  rules = { "S-9", "S-7" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "gatling", "beer 6h",   -- the Sheriff: his Gatling shoots both Outlaws
           "bang 2d",              -- o1
           "bang 3d" },            -- o2
}
-- The Gatling (without asking) takes both to 0, but they still fire in (c).
expect { o1 = { life = 0, alive = true }, o2 = { life = 0, alive = true }, over = false,
         decision = "shots", options = { "play bang sheriff o1", "play bang sheriff o2" } }
command("sheriff", "play bang sheriff o1")
-- o2's BANG! too; the Sheriff's Beer brings him back from 0; then both
-- Outlaws are eliminated.
expect { over = true, winner = "law", turn = 1, sheriff = { life = 1, won = true },
         o1 = { eliminated = true }, o2 = { eliminated = true }, o3 = { won = false },
         deck_size = 78 - 4 }
