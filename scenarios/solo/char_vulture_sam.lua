-- Vulture Sam (advanced): an Outlaw eliminated after the last Beer is eliminated in phase 4 (S-7, S-21), so his cards in play become Vulture Sam's face-up cards and are played in the same turn: blue cards send play back to step (a).
scenario {
  title = "Vulture Sam plays the cards of the eliminated in the same turn",
  rules = { "S-21", "S-7", "S-4" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "vulture_sam", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1, inplay = { "barrel 12s", "volcanic 10s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c",   -- the Sheriff
           "jail 11s",                -- o1: cannot be played
           "beer 7h",                 -- o2
           "bang 3d",                 -- o1's Barrel: no Heart
           -- turn 2: the Sheriff 2 + 2 (reward), o2 2
           "schofield 12c", "jail 10s", "missed 12c", "missed 13c",
           "missed 2s", "missed 3s" },
}
command("sheriff", "play bang o1")
-- o1 is eliminated after the Beers, still in phase 4: his Barrel and
-- Volcanic become Vulture Sam's face-up cards and play goes back to step
-- (a) of turn 1.
expect { turn = 1, o1 = { eliminated = true },
         sheriff = { inplay = {}, faceup = { "barrel", "volcanic" } },
         logged = { "{player} takes {target}'s cards.", "{card} belongs to an earlier step: play goes back to the blue cards." },
         deck_size = 78 - 2 - 4 - 1, decision = "blue",
         options = { "play barrel sheriff", "play volcanic sheriff" } }
command("sheriff", "play barrel sheriff")
-- The Volcanic follows (the only play left); turn 2 begins with both in play.
expect { turn = 2, sheriff = { inplay = { "barrel", "volcanic" } }, decision = "blue",
         options = { "play schofield sheriff", "play jail o2" } }
