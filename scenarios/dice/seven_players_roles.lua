-- Seven players: Sheriff, Renegade, three Outlaws, two Deputies; only the Sheriff gets +2.
scenario {
  title = "Seven players: two Deputies, three Outlaws", rules = { "D-1", "D-2" },
  game = "dice", seed = 7,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid" },
    { "bob", role = "deputy", character = "rose_doolan" },
    { "cy", role = "outlaw", character = "kit_carlson" },
    { "dee", role = "deputy", character = "calamity_janet" },
    { "eve", role = "outlaw", character = "lucky_duke" },
    { "fay", role = "renegade", character = "sid_ketchum" },
    { "gus", role = "outlaw", character = "jourdonnais" },
  },
  rolls = {},
}
expect {
  ann = { max_life = 10, life = 10 }, bob = { max_life = 9, role = "deputy" },
  dee = { max_life = 8, role = "deputy" }, cy = { max_life = 7, role = "outlaw" },
  eve = { role = "outlaw" }, gus = { role = "outlaw", max_life = 7 },
  fay = { role = "renegade", max_life = 8 },
  pile = 9, active = "ann", turn = 1,
}
