-- Paul Regret (advanced): two BANG!s that hit him cost 1 life, counted over all shooters in the turn; Indians! hits him normally.
scenario {
  title = "Paul Regret: 2 BANG!s per life",
  rules = { "S-20" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "paul_regret", life = 4 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 6h", "beer 7h", "beer 8h", "beer 9h",   -- the Sheriff
           "indians 13d", "bang 2d", "beer 11h",         -- o1
           "bang 4d", "beer 10h" },                      -- o2
}
-- o1's Indians! (without asking): no BANG! to give up, 1 life.
expect { sheriff = { life = 3 }, decision = "shots",
         options = { "play bang sheriff o1", "play bang sheriff o2" } }
command("sheriff", "play bang sheriff o2")
-- o1's BANG! follows without asking: the second that hits him this turn,
-- though from another shooter, costs 1 life.
expect { sheriff = { life = 2 }, logged = { "{player} shrugs off this BANG!: the next one will hurt." },
         decision = "beer" }
