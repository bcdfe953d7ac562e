-- An Outlaw out before the game starts (eliminated = true): once the other
-- Outlaw in play falls, the Sheriff wins, though the third Outlaw card is
-- still in the deck (S-9).
scenario {
  title = "An Outlaw eliminated at set-up", rules = { "S-9", "S-7" }, game = "solo", seed = 1,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", faceup = { "bang 2d" } },
    { "o1", role = "outlaw", character = "kit_carlson", eliminated = true },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = {} },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
}
-- The Sheriff's one BANG! has one target (o2), so it is fired without asking.
expect { over = true, winner = "law", sheriff = { won = true }, o1 = { eliminated = true, revealed = true },
         o2 = { eliminated = true }, o3 = { revealed = true } }
