-- Lucky Duke (advanced) as the Sheriff: each draw! flips two cards and the better one for him counts (his Barrel: the Heart).
scenario {
  title = "Lucky Duke: two cards for each draw!",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "lucky_duke", life = 2, inplay = { "barrel" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 6h", "beer 7h",      -- the Sheriff
           "bang 2d",                 -- o1
           "beer 8h",                 -- o2
           "bang 3d", "beer 9h" },    -- the Barrel's draw!: a Diamond and a Heart
}
-- o1's BANG! (without asking): the Heart counts, the shot misses; both
-- flipped cards are discarded.
expect { sheriff = { life = 2 }, logged = { "The draw! is a Heart: the shot at {player} misses." },
         deck_size = 78 - 1 - 4 - 2, discard_size = 3, decision = "beer" }
