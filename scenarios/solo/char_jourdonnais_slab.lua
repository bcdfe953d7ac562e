-- Jourdonnais (advanced) with a Barrel, shot by Slab the Killer: each Heart is one of the two Missed! effects needed (C-52), so after a first Heart he draws! again (C-45 allows two draws!).
scenario {
  title = "Jourdonnais with a Barrel against Slab the Killer: two draws!",
  rules = { "S-21", "C-45", "C-52" }, game = "solo", seed = 1, abilities = true,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "slab_the_killer", life = 2, faceup = { "bang 2d" } },
    { "o1", role = "outlaw", character = "jourdonnais", life = 2, inplay = { "barrel 12s" },
      faceup = { "beer 6h" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 7h" } },
    { "o3", role = "outlaw", character = "kit_carlson", waiting = true },
  },
  deck = { "beer 9h", "beer 10h", "bang 4d" },   -- two Hearts: both count
}
command("sheriff", "play bang o1")
expect { o1 = { life = 2 }, deck_top = "bang 4d", discard_size = 3, decision = "beer" }
