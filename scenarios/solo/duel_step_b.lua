-- Duel: only between the Sheriff and an Outlaw, answered in step (b) with face-up BANG!s, which must be given up while there are any.
scenario {
  title = "Duel: Sheriff against Outlaw, forced answers in step (b)",
  rules = { "S-10", "S-12" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "duel 12d", "bang 2d", "bang 3d",    -- the Sheriff
           "bang 4d", "beer 6h", "missed 10c",  -- o1
           "duel 11s", "beer 7h" },             -- o2
}
-- o2's Duel can only be at the Sheriff, the Sheriff's at either Outlaw.
expect { decision = "brown", options = { "play duel o1", "play duel o2", "play duel sheriff" } }
command("sheriff", "play duel o1")
-- o1 answers with his BANG!, the Sheriff with one of his, o1 has no more:
-- o1 loses 1. o2's Duel follows without asking: the Sheriff must answer
-- with his last BANG!, o2 has none and loses 1. Discarded: 2 Duels,
-- 3 BANG!s and, after step (c), o1's Missed!.
expect { o1 = { life = 2 }, o2 = { life = 1 }, sheriff = { life = 3 }, discard_size = 6,
         decision = "beer" }
