-- The stock computer player as the Sheriff, once the Outlaws are out: of
-- the two hidden players left (a Deputy and the Renegade), the one who
-- finished the last Outlaw and then shot the other, who did nothing, is
-- the Renegade, and the Sheriff shoots him. (Before: his shots at Outlaws made him look like
-- a Deputy, and the Sheriff held his BANG!.) Two Deputies are in play: neither
-- can tell the Renegade yet (each sees two hidden players), so who starts a
-- fight is the Renegade (with one Deputy left, both hidden players know each
-- other, and the first shot marks neither: bot_sheriff_spares_deputy_fight).
scenario {
  title = "Computer Sheriff: the Renegade is shot once the Outlaws are out",
  game = "card", seed = 1, first = "cy", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "slab_the_killer", hand = {} },
    { "cy", role = "renegade", character = "black_jack", hand = { "bang 8c", "duel qd" } },
    { "dee", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
    { "fox", role = "deputy", character = "paul_regret", hand = {} },
    { "gus", role = "outlaw", character = "jourdonnais", eliminated = true },
  },
  deck = { "beer 6h", "beer 7h", "beer 8h", "missed 2s", "missed 3s", "missed 4s", "missed 5s" },
}
command("cy", "play duel dee")  -- the last Outlaw is out
command("cy", "play bang bob")  -- bob has no Missed!: he loses 1 life
expect { dee = { life = 0 }, bob = { life = 3 }, cy = { hand = { "beer", "beer", "beer" } } }
command("cy", "end")
-- (cy drew three Beers for the Outlaw; fox's turn ends by itself, with two
-- Missed!.) ann draws two Missed! and decides with her BANG!.
bot("ann")
expect { cy = { life = 3 }, bob = { life = 3 } }
