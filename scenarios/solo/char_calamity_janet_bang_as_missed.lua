-- Calamity Janet (advanced): a BANG! of hers she can no longer fire (one per turn, no weapon) cancels an Outlaw's shot as a Missed! in step (c).
scenario {
  title = "Calamity Janet: a BANG! played as a Missed!",
  rules = { "S-20", "S-6", "C-42" }, game = "solo", seed = 1, abilities = true,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "calamity_janet", life = 4,
      faceup = { "bang 2d", "bang 3d", "bang 4d" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2, faceup = { "bang 5d", "beer 6h" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 7h" } },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 10c" },
}
expect { decision = "shots", options = { "play bang o1", "play bang o2", "play bang sheriff" } }
command("sheriff", "play bang o1")
-- o1 fires back (the only play left): her second BANG! cancels it; her
-- third is discarded when step (c) ends.
expect { sheriff = { life = 4, faceup_size = 0 }, o1 = { life = 1 },
         logged = { "{player} plays a BANG! as a Missed!: it cancels the shot." },
         discard_size = 4, decision = "beer" }
