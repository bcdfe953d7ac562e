-- Bart Cassidy gets no choice against the Indians or his own Dynamite.
scenario {
  title = "Bart Cassidy: no arrow instead against Indians or Dynamite", rules = { "D-40", "D-9", "D-7" },
  game = "dice", seed = 37,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", arrows = 2 },
    { "bob", role = "outlaw", character = "bart_cassidy", arrows = 3 },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 2 },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  first = "bob",
  rolls = { { "dynamite", "dynamite", "dynamite", "arrow", "arrow" } },
}
-- Two arrows: the second is the last, the Indians cost bob 5; then the Dynamite 1 more.
expect { bob = { life = 2, arrows = 0 }, ann = { life = 9 }, cy = { life = 7 }, pile = 9,
         not_logged = { "D-40" }, active = "cy", turn = 2 }
