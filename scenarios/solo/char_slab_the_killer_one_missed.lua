-- Slab the Killer (advanced): a single Missed! does not cancel his BANG! (and is not spent).
scenario {
  title = "Slab the Killer: one Missed! is not enough",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "slab_the_killer", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 10c", "beer 6h",   -- the Sheriff
           "bang 2d",                 -- o1
           "beer 7h" },               -- o2
}
expect { sheriff = { life = 1 }, not_logged = { "{player}'s Missed! cancels the shot." }, decision = "beer" }
