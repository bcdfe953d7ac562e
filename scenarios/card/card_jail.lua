-- Jail: put in front of another player, at any distance (eve is at 2). She can
-- still be shot at and answer. At the start of her turn she draws!: not a
-- Heart, so the Jail is discarded and she skips phases 1 and 2 -- but still
-- discards down to her life (phase 3) -- and the turn passes.
scenario {
  title = "Jail: a failed draw! skips the turn, phase 3 still applies",
  rules = { "C-32", "C-9", "C-11", "C-30", "C-10" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "deputy", character = "sid_ketchum", hand = { "jail js", "bang" },
      inplay = { "schofield" } },
    { "bob", role = "sheriff", character = "lucky_duke", hand = {} },
    { "eve", role = "outlaw", character = "jourdonnais",
      hand = { "missed 2s", "missed 8s", "bang 2c", "bang 3c", "bang 4c", "bang 5c" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 3s", "missed 4s",   -- ann's phase 1
           "beer 6h", "beer 7h",       -- bob's
           "bang 7c",                  -- eve's Jail draw!: a Club
           "beer 8h", "beer 9h" },     -- cy's phase 1 (Black Jack shows a Heart...)
}
command("ann", "play jail eve")
expect { eve = { inplay = { "jail" } }, ann = { inplay = { "schofield" } } }
-- A jailed player can still be targeted, and can still answer.
command("ann", "play bang eve")
command("eve", "play missed")        -- (she declines her Jourdonnais Barrel)
expect { eve = { life = 4, hand_size = 5 } }
-- ann's turn ends by itself (only Missed! cards left); bob plays.
command("bob", "end")
-- eve's turn: the Jail draw! fails; no cards drawn, none played; 5 cards for
-- 4 life: she discards one, then cy plays.
expect { awaiting = "eve", decision = "discard", eve = { inplay = {} }, discard_top = "jail" }
command("eve", "discard missed")
expect {
  eve = { hand = { "bang", "bang", "bang", "bang" }, life = 4 }, active = "cy", turn = 4,
  logged = { "C-32", "C-11" },
}
