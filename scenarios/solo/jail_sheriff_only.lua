-- Jail: only the Sheriff plays it, only on an Outlaw (an Outlaw's Jail is discarded); in phase 2 a Heart escapes, anything else means no cards this turn; the Jail is discarded either way.
scenario {
  title = "Jail: the Sheriff's only, no cards unless a Heart",
  rules = { "S-10", "S-4" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "jail 10s", "jail 4h",      -- the Sheriff
           "jail 11s",                 -- o1: his Jail is discarded
           "missed 10c", "missed 11c", -- o2
           -- turn 2: o1 draws! a Heart, o2 a Spade
           "beer 6h", "missed 2s",
           "bang 2d", "beer 7h",       -- the Sheriff
           "missed 12c" },             -- o1 (o2 gets nothing)
}
-- o1's Jail was discarded at once; the Sheriff's cannot go on himself.
expect { decision = "blue", logged = { "{player}'s {card} cannot be played: it is discarded." },
         options = { "play jail o1", "play jail o2" }, discard_size = 1 }
command("sheriff", "play jail o1")
-- The second Jail goes on o2 without asking. Turn 2: both Jails are
-- discarded; o1 escaped and is dealt his card, o2 gets none.
expect { turn = 2, o1 = { inplay = {} }, o2 = { inplay = {} }, deck_size = 78 - 5 - 5,
         discard_size = 3 + 2 + 2, logged = { "{player} stays in Jail: no cards this turn." },
         decision = "shots", options = { "play bang o1", "play bang o2" } }
