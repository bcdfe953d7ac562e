-- A BANG! spent answering a Duel in step (b) does not count toward the step (c) limit.
scenario {
  title = "Duel: the BANG! spent in (b) leaves the (c) limit whole",
  rules = { "S-10", "S-5" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "duel 12d", "bang 2d", "bang 3d",    -- the Sheriff
           "bang 4d", "beer 6h", "missed 10c",  -- o1
           "beer 7h" },                         -- o2
}
-- The Duel is the only brown card, but its target is chosen.
expect { decision = "brown", options = { "play duel o1", "play duel o2" } }
command("sheriff", "play duel o1")
-- o1 and the Sheriff each discard a BANG!, o1 has no more and loses 1.
-- Step (c): the Sheriff has fired none yet, his last BANG! is offered.
expect { o1 = { life = 2 }, discard_size = 3, decision = "shots",
         options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o2")
expect { o2 = { life = 0 }, decision = "beer" }
