-- The stock computer player as the Sheriff on turn 1 of a 5-player game,
-- with a Duel and BANG!s: nobody has done anything yet, so any player he challenged
-- would be a guess (one in four is his Deputy), and a Duel costs him his
-- BANG!s or a life: he keeps it. (Before: he challenged a player at
-- random, as seen in a game.)
scenario {
  title = "Computer Sheriff: no Duel at a player nothing points at",
  game = "card", seed = 1, first = "ann", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan",
      hand = { "duel qd", "bang 5c", "bang 6c", "missed 2s" } },
    { "bob", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "cy", role = "deputy", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", hand = {} },
    { "eve", role = "renegade", character = "el_gringo", hand = {} },
  },
}
bot("ann") -- a BANG! at a neighbour (an Outlaw twice in four: worth a shot)
bot("ann")
expect { ann = { hand = { "duel", "bang", "missed" } } }
