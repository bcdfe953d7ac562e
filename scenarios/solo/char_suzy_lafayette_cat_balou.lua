-- Suzy Lafayette (advanced) draws when Cat Balou takes her last face-up card, but not when her last card is discarded as unplayable.
scenario {
  title = "Suzy Lafayette: Cat Balou yes, an unplayable card no",
  rules = { "S-20" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5 },
    { "o1", role = "outlaw", character = "suzy_lafayette", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "cat_balou 9d", "beer 6h", "missed 10c", "missed 11c", "missed 12c",   -- the Sheriff
           "jail 11s",        -- o1: cannot be played, discarded: no draw
           "beer 7h",         -- o2 (taken by the Cat Balou)
           -- turn 2
           "cat_balou 10d", "beer 8h", "missed 13c", "missed 14c", "missed 2s",
           "beer 9h",
           "beer 10h",
           "missed 3s" },     -- Suzy's draw after the Cat Balou
}
-- Turn 1 played itself (a single choice each time): Suzy drew nothing.
expect { turn = 2, deck_size = 78 - 7 - 7, not_logged = { "{player} has no face-up cards left and draws one." },
         decision = "brown", options = { "play cat_balou o1 beer", "play cat_balou o2 beer" } }
command("sheriff", "play cat_balou o1 beer")
expect { deck_size = 78 - 7 - 7 - 1, logged = { "{player} has no face-up cards left and draws one." },
         decision = "beer", options = { "play beer sheriff", "play beer o2" } }
