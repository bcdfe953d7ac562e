-- The stock computer player as a Deputy whom the Sheriff shot by mistake:
-- he does not shoot back at the Sheriff, though the Sheriff is the only
-- player in his reach who hurt him; his BANG! goes elsewhere or nowhere.
scenario {
  title = "Computer Deputy: never at the Sheriff, even after the Sheriff's mistake",
  game = "card", seed = 1, first = "eve", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "bang 8c" } },
    { "cy", role = "renegade", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", hand = {} },
    { "eve", role = "outlaw", character = "el_gringo", hand = { "bang 9c" } },
  },
  deck = { "beer 6h", "beer 7h", "missed 2s", "missed 3s", "missed 4s", "missed 5s", "missed 6s",
           "missed 7s" },
}
command("eve", "play bang ann")  -- ann has no Missed!: she loses 1 life
command("ann", "play bang bob")  -- the Sheriff's mistake: bob loses 1 life
command("ann", "end")
bot("bob")
expect { ann = { life = 4 } }
