-- The stock computer player at the hand limit (C-11) with a known foe in
-- its reach: the Outlaw who shot the Sheriff twice is in this Deputy's
-- reach, so the second BANG! is kept (it can hurt him at the next turn)
-- and the Duel goes. (Before: a second BANG! was worth less than a Duel
-- whatever the table, and it was thrown away.)
scenario {
  title = "Computer Deputy: at the hand limit, the BANG! against a known foe is kept",
  game = "card", seed = 1, first = "cy", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", life = 2,
      hand = { "bang 8c", "bang 9c", "duel qd" }, inplay = { "schofield jc" } },
    { "dee", role = "outlaw", character = "lucky_duke", hand = {} },
    { "eve", role = "renegade", character = "el_gringo", hand = {} },
    { "cy", role = "outlaw", character = "willy_the_kid", hand = { "bang 2c", "bang 3c" } },
  },
  deck = { "missed 2s", "missed 3s", "schofield qc", "schofield ks" },
}
command("cy", "play bang ann")  -- Willy the Kid: any number of BANG!s
command("cy", "play bang ann")
-- (cy's turn ends by itself, and ann's: nothing to play.)
-- (ann drew the Missed!s.) bob draws two more Schofields, plays nothing, and must discard down to his life.
command("bob", "end")
bot("bob")
bot("bob")
bot("bob")
expect { bob = { hand = { "bang", "bang" } } }
