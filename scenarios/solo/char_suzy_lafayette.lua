-- Suzy Lafayette (advanced): each time her last face-up card is played she draws one (a blue card sends play back to (a)); not when it is discarded as unplayable.
scenario {
  title = "Suzy Lafayette draws when her face-up cards run out",
  rules = { "S-20", "S-4" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "suzy_lafayette", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 10c", "missed 11c", "beer 7h",   -- the Sheriff
           "bang 2d",                    -- o1
           "beer 6h",                    -- o2
           "schofield 11c",              -- Suzy's draw after her BANG!
           "bang 3d",                    -- after her Schofield
           "missed 12c" },               -- after her second BANG!: discarded after (c), no draw
}
-- Her BANG! is the only play of step (c): fired without asking. She draws
-- the Schofield: back to (a), played; she draws a BANG! and may fire it
-- (1 + 2); she draws a Missed!, discarded when (c) ends without a draw.
expect { o1 = { inplay = { "schofield" }, faceup = {} }, sheriff = { life = 3 },
         logged = { "{player} has no face-up cards left and draws one.",
                    "{card} belongs to an earlier step: play goes back to the blue cards." },
         deck_size = 78 - 5 - 3, discard_size = 2 + 2 + 1, decision = "beer",
         options = { "play beer sheriff", "play beer o2" } }
