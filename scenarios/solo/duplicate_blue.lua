-- No two blue cards of a name in front of a character: a face-up duplicate cannot be played and is discarded; one taken with Panic! is discarded.
scenario {
  title = "Duplicate blue cards are discarded",
  rules = { "S-12", "S-5", "S-4" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "barrel 12s", "volcanic 10s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2, inplay = { "barrel 13s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "volcanic 10c", "panic 8d",   -- the Sheriff: a second Volcanic
           "beer 6h", "beer 7h",         -- o1
           "beer 8h" },                  -- o2
}
-- The second Volcanic was discarded in step (a); the Panic! may take o1's Barrel.
expect { logged = { "{player}'s {card} cannot be played: it is discarded." }, discard_size = 1,
         decision = "brown", has_options = { "play panic o1 barrel" } }
command("sheriff", "play panic o1 barrel")
-- The Sheriff already has a Barrel: the one taken is discarded.
expect { logged = { "{player} already has {card} in play: the second one is discarded." },
         sheriff = { inplay = { "barrel", "volcanic" } }, o1 = { inplay = {} }, discard_size = 3,
         decision = "beer" }
