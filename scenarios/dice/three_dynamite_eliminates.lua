-- Three Dynamite that take the last life: the other dice do not resolve; the arrows go back.
scenario {
  title = "Dynamite eliminates the roller: nothing else resolves",
  rules = { "D-7", "D-14", "D-4" },
  game = "dice", seed = 10,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "renegade", character = "rose_doolan" },
    { "dee", role = "outlaw", character = "jesse_jones", life = 1, arrows = 2 },
  },
  first = "dee",
  rolls = { { "dynamite", "dynamite", "1", "dynamite", "gatling" } },
}
expect {
  dee = { eliminated = true, life = 0, arrows = 0 }, pile = 9,
  ann = { life = 11 }, cy = { life = 9 },    -- the "1" was never fired
  over = false, active = "ann", turn = 2, logged = { "D-7", "D-14",
    "Three or more Dynamite: they explode in {player}'s hands and the rolling is over." },
}
