-- The solo game has no distances (S-5).
-- expect: distance does not apply to the solo game: its rules give no distances
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", faceup = { "bang 2d", "bang 3d" } },
    { "o1", role = "outlaw", character = "kit_carlson", faceup = {} },
    { "o2", role = "outlaw", character = "jesse_jones", faceup = {} },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  start = { phase = 4 },
}
expect { distance = { sheriff = { o1 = 1 } } } --!
