-- Cat Balou: the player chooses the card discarded (face-up or blue in play), only on the other side: the Sheriff at Outlaws, Outlaws at the Sheriff.
scenario {
  title = "Cat Balou: a chosen card of the other side",
  rules = { "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "barrel" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2, inplay = { "volcanic 10s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "cat_balou 9d", "bang 2d",       -- the Sheriff
           "cat_balou 10d", "missed 10c",   -- o1
           "beer 6h" },                     -- o2
}
expect { decision = "brown",
         options = { "play cat_balou o1 cat_balou", "play cat_balou o1 missed", "play cat_balou o1 volcanic",
                     "play cat_balou o2 beer",
                     "play cat_balou sheriff cat_balou", "play cat_balou sheriff bang",
                     "play cat_balou sheriff barrel" } }
command("sheriff", "play cat_balou o1 missed")
-- o1's Cat Balou can only aim at the Sheriff.
expect { options = { "play cat_balou sheriff bang", "play cat_balou sheriff barrel" } }
command("sheriff", "play cat_balou sheriff barrel")
-- The Sheriff's Barrel and o1's Missed! are gone; step (c).
expect { sheriff = { inplay = {} }, o1 = { inplay = { "volcanic" } }, discard_size = 4,
         decision = "shots", options = { "play bang o1", "play bang o2" } }
