-- Vulture Sam (advanced): an eliminated Outlaw's cards in play become his face-up cards, played in the next phase 4.
scenario {
  title = "Vulture Sam takes the cards of the eliminated",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
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
           "missed 11c", "missed 12c", "missed 13c", "missed 14c",
           "missed 2s", "missed 3s" },
}
command("sheriff", "play bang o1")
-- o1 is eliminated after the Beers: his Barrel and Volcanic become Vulture
-- Sam's face-up cards, to play in step (a) of turn 2.
expect { turn = 2, o1 = { eliminated = true },
         sheriff = { inplay = {}, faceup = { "barrel", "volcanic", "missed", "missed", "missed", "missed" } },
         logged = { "{player} takes {target}'s cards." },
         deck_size = 78 - 2 - 4 - 1 - 6, decision = "blue",
         options = { "play barrel sheriff", "play volcanic sheriff" } }
