-- Kit Carlson chooses WHICH card goes back on the deck (C-46), even between
-- two cards of the same type: the suit matters to the next draw!. He sees the
-- Queen of Hearts and the 5 of Clubs (both BANG!) and a Missed!; he puts the
-- 5 of Clubs back, so that bob, the Outlaw next to him, stays in Jail.
-- The command names the card as Lucky Duke's "pick" does (<type>_<value><suit>).
-- (The engine once offered only one "back <type>" per type.)
scenario {
  title = "Kit Carlson puts back the BANG! of his choice",
  rules = { "C-46", "C-32", "C-30" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "kit_carlson", hand = {} },
    { "bob", role = "outlaw", character = "slab_the_killer", hand = {}, inplay = { "jail js" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "bang qh", "bang 5c", "missed 2s", "beer 6h", "beer 7h" },
}
expect { awaiting = "ann", decision = "put_back", table = { "bang qh", "bang 5c", "missed 2s" } }
command("ann", "back bang_5c")
expect { ann = { hand = { "bang qh", "missed 2s" } } }
command("ann", "end")
-- bob's Jail draw! flips the 5 of Clubs: he stays in Jail.
expect { bob = { inplay = {}, hand = {} }, active = "cy", discard_top = "jail" }
