-- The stock computer player as a Deputy, once the Outlaws are out: the
-- hidden player who shot the last Outlaw and then shot him is the
-- Renegade (the other hidden one is a Deputy, who did no such thing), and
-- the Deputy's BANG! goes at him, never at the Sheriff beside him. (Before:
-- the Renegade's shots at Outlaws made him look like a Deputy, and the
-- Deputy kept his BANG!.)
scenario {
  title = "Computer Deputy: the Renegade is shot, not the Sheriff",
  game = "card", seed = 1, first = "cy", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "bang 5c" } },
    { "cy", role = "renegade", character = "black_jack", hand = { "duel qd", "bang 8c" } },
    { "dee", role = "deputy", character = "lucky_duke", hand = {} },
    { "eve", role = "outlaw", character = "bart_cassidy", eliminated = true },
    { "fox", role = "outlaw", character = "kit_carlson", eliminated = true },
    { "gus", role = "outlaw", character = "jourdonnais", life = 1, hand = {} },
  },
  deck = { "beer 6h", "beer 7h", "beer 8h", "missed 2s", "missed 3s", "missed 4s", "missed 5s",
           "missed 6s", "missed 7s" },
}
command("cy", "play duel gus")  -- the last Outlaw is out
command("cy", "play bang bob")  -- bob has no Missed!: he loses 1 life
command("cy", "end")
expect { gus = { life = 0 }, bob = { life = 3 }, cy = { hand = { "beer", "beer", "beer" } } }
-- dee and ann draw two Missed! each and have nothing to play; then bob
-- draws two and decides with his BANG!: ann and cy are both in reach.
expect { awaiting = "bob", decision = "play", reach = { bob = { ann = true, cy = true } } }
bot("bob")
expect { cy = { life = 3 }, ann = { life = 5 } }
