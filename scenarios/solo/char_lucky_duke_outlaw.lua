-- Lucky Duke (advanced) as an Outlaw: the player picks the card worse for him (his Jail check: not the Heart).
scenario {
  title = "Lucky Duke as an Outlaw: the worse card counts",
  rules = { "S-21", "S-10" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 1 },
    { "o1", role = "outlaw", character = "lucky_duke", life = 1, inplay = { "jail 4h" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 6h", "bang 2d",   -- o1's Jail: a Heart and a Diamond
           "beer 7h",              -- the Sheriff
           "beer 8h" },            -- o2 (o1 stays in Jail: nothing)
}
expect { o1 = { inplay = {} }, logged = { "{player} stays in Jail: no cards this turn." },
         deck_size = 78 - 1 - 2 - 2, decision = "beer", options = { "play beer sheriff", "play beer o2" } }
