-- Solo, lesson 8: the characters' abilities (advanced).
lesson {
  title = N_("Characters and their abilities"),
  rules = { "S-20", "S-21" },
  text = N_("In the basic solo game the characters have no abilities. With bang play --game solo --abilities they do, some of them changed for the solo game. Your Sheriff is Rose Doolan: she may fire two BANG!s per turn before any weapon."),
}
scenario {
  game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "rose_doolan", life = 3 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "missed 10c",   -- the Sheriff
           "jail 11s",                           -- o1
           "jail 10s" },                          -- o2
}
move {
  "sheriff", "play bang o1",
  ask = N_("Shoot o1 with Rose Doolan's first BANG!"),
  right = N_("Rose Doolan still has a second BANG! to fire."),
}
move {
  "sheriff", "play bang o2",
  ask = N_("Use her second BANG! on o2."),
  right = N_("Without a weapon, two shots: that is Rose Doolan's ability. Both Outlaws fall and the Sheriff wins."),
  mistakes = {
    { "play bang o1", N_("o1 is already at 0 with no Beer: another BANG! at him is wasted.") },
  },
}
expect { over = true, winner = "law" }
