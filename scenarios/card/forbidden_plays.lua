-- What may not be played is never offered: no Jail on the Sheriff (C-32),
-- no BANG! at a player out of range (C-14), no second BANG! in a turn
-- (C-20), no second card of a name already in play (C-9).
scenario {
  title = "Illegal plays are not offered",
  rules = { "C-32", "C-14", "C-20", "C-9" },
  game = "card", seed = 3, first = "ann",
  players = {
    { "ann", role = "outlaw", character = "paul_regret",
      hand = { "jail js", "bang 2c", "bang 3c", "barrel qs", "missed" }, inplay = { "barrel ks" } },
    { "bob", role = "sheriff", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "deputy", character = "jesse_jones", hand = {} },
    { "eve", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
-- ann (Colt .45, range 1) reaches bob and eve, her neighbours, not cy or dee.
expect {
  options = { "play jail cy", "play jail dee", "play jail eve", "play bang bob", "play bang eve",
              "play beer", "end" }, -- (the Beers are her phase-1 draw)
  lacks_options = { "play jail bob", "play bang cy", "play barrel" },
}
command("ann", "play bang eve")
-- (eve has nothing to answer with: the hit is taken without asking)
-- One BANG! per turn: the second is no longer offered.
expect { eve = { life = 3 }, lacks_options = { "play bang bob", "play bang eve" } }
