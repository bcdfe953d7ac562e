-- Jourdonnais (advanced) with a Barrel in play: a second draw! only if the first failed (C-45); a Heart on the first ends the shot, and the next card stays on the deck.
scenario {
  title = "Jourdonnais with a Barrel: a second draw! only after a failed one",
  rules = { "S-21", "C-45" }, game = "solo", seed = 1, abilities = true,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2, inplay = { "volcanic 10s" },
      faceup = { "bang 2d", "bang 3d" } },
    { "o1", role = "outlaw", character = "jourdonnais", life = 2, inplay = { "barrel 12s" },
      faceup = { "beer 6h" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 7h" } },
    { "o3", role = "outlaw", character = "kit_carlson", waiting = true },
  },
  deck = { "beer 9h",     -- the first draw!: a Heart, the shot misses
           "bang 4d",     -- would be the second draw!: it stays on the deck
           "bang 5d",     -- the second shot: a Diamond, and a second draw!
           "beer 10h" },
}
command("sheriff", "play bang o1")
expect { o1 = { life = 2 }, logged = { "The draw! is a Heart: the shot at {player} misses." },
         deck_top = { "bang 4d", "bang 5d" }, discard_size = 2,
         options = { "play bang o1", "play bang o2" } }
-- The second shot: the first draw! fails (a Diamond), so he draws again,
-- and a second Diamond: he is hit.
command("sheriff", "play bang o1")
expect { o1 = { life = 1 }, deck_top = "beer 10h", discard_size = 5, decision = "beer" }
