-- The stock computer player as a Deputy at the hand limit (C-11) once the
-- Outlaws are out: the one hidden player left is the Renegade, in reach,
-- and at full life the Beer goes, not the Duel (three on one, the Duel
-- is one more hit at him next turn; a Beer at full life does nothing
-- yet). (Before: a Beer was worth more than any attack whatever the
-- table, and the law threw its Duels, Panic!s and Jails away.)
scenario {
  title = "Computer Deputy: in the hunt for the Renegade, attacks are kept over a Beer",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = {} },
    { "bob", role = "deputy", character = "slab_the_killer",
      hand = { "beer 6h", "duel qd", "missed 2s", "missed 3s", "bang 5c" } },
    { "cy", role = "renegade", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", eliminated = true },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
  },
  deck = { "missed 4s", "missed 5s", "missed 6s", "missed 7s" },
}
expect { reach = { bob = { cy = true } } }
command("bob", "end")
expect { awaiting = "bob", decision = "discard" }
bot("bob")
-- (cy's and ann's turns end by themselves: two Missed! each, nothing to
-- play; bob's next turn waits.)
expect { discard = { "beer 6h" } }
