-- The Sheriff's reward goes by the last hit: an Outlaw who loses his own Duel to 0, then is shot by the Sheriff, is the Sheriff's.
scenario {
  title = "Reward: the Sheriff's shot after an Outlaw's own Duel",
  rules = { "S-8" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d",      -- the Sheriff: one answers the Duel, one fires
           "duel 12d",                -- o1: at the Sheriff, without asking
           "beer 6h", "missed 10c",   -- o2
           -- turn 2: the Sheriff his 2 and the reward's 2, o2 his 3
           "panic", "duel", "beer 7h", "beer 8h",
           "missed", "missed", "missed" },
}
-- The Sheriff answers the Duel with a BANG!; o1 has none and drops to 0.
-- In step (c) the Sheriff's other BANG! may go at o1 (no Missed!) or at o2.
expect { o1 = { life = 0, alive = true }, decision = "shots", options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o1")
-- o1 is eliminated after the Beers; the Sheriff's shot was the last hit:
-- 2 more face-up cards next turn: 4 in all, waiting in step (b).
expect { turn = 2, o1 = { eliminated = true }, logged = { "S-8" }, sheriff = { faceup_size = 4 },
         decision = "brown", options = { "play panic o2", "play duel o2" } }
