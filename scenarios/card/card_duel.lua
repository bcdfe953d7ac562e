-- Duel: challenge any player at any distance; the challenged player discards a
-- BANG! first, then the two alternate; the first who does not (cannot or will
-- not) loses 1 life -- the challenger too. Missed! and Barrel do not help, and
-- BANG!s discarded in a Duel do not use up the turn's BANG!.
scenario {
  title = "Duel: alternate BANG!s; challenger can lose; not the turn's BANG!",
  rules = { "C-29", "C-20", "C-10" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum",
      hand = { "duel qd", "duel js", "bang 5c", "bang 6c", "bang 7c" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = { "bang 8c", "missed 2s" },
      inplay = { "barrel" } },
    { "dee", role = "renegade", character = "slab_the_killer", hand = { "bang 9c" } },
  },
  deck = { "beer 6h", "beer 7h" },
}
-- cy is at distance 2: any distance will do.
command("ann", "play duel cy")
-- The BANG! is discarded, as its label says ("discard bang"); "play bang",
-- the command before, is still taken (older saves and scenarios).
expect { awaiting = "cy", decision = "discard_bang", options = { "discard bang", "hit" } }
command("cy", "discard bang")
command("ann", "play bang")
-- cy has only a Missed! and a Barrel left: he loses.
expect { cy = { life = 3, hand = { "missed" } }, ann = { life = 5 }, awaiting = "ann", decision = "play" }
command("ann", "play duel dee")
command("dee", "play bang")
command("ann", "hit")        -- she will not discard a BANG!: the challenger loses
expect { ann = { life = 4, hand = { "bang", "bang", "beer", "beer" } }, dee = { life = 4, hand = {} } }
-- The two BANG!s she discarded in Duels did not use up her BANG! for the turn.
command("ann", "play bang bob")
expect { bob = { life = 3 }, ann = { hand = { "bang", "beer", "beer" } }, discard_top = "bang" }
