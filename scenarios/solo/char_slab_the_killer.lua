-- Slab the Killer (advanced): his BANG! needs two Missed! to be cancelled; one Missed! alone is not used.
scenario {
  title = "Slab the Killer: two Missed! per BANG!",
  rules = { "S-21", "S-6" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3 },
    { "o1", role = "outlaw", character = "slab_the_killer", life = 2, inplay = { "volcanic 10s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 10c", "missed 11c", "beer 6h",   -- the Sheriff
           "bang 2d", "bang 3d",                    -- o1: 1 + 1 with the Volcanic
           "beer 7h" },                             -- o2
}
-- His two BANG!s (without asking): two Missed! cancel the first, nothing
-- is left for the second.
expect { sheriff = { life = 2 }, discard_size = 4, decision = "beer" }
