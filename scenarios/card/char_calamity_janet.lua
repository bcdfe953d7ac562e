-- Calamity Janet: a Missed! played as a BANG! (it counts as her BANG! for the
-- turn), a BANG! played as a Missed!, and a Missed! discarded as a BANG!
-- against Indians! and in a Duel.
scenario {
  title = "Calamity Janet: BANG! and Missed! swap roles",
  rules = { "C-42", "C-20", "C-29", "C-21" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "calamity_janet",
      hand = { "missed 10c", "bang 5c", "missed jc", "missed qc" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "bang 6c", "indians", "duel" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",     -- ann's phase 1
           "beer 6h", "beer 7h" },       -- bob's
}
-- Her Missed! as a BANG! at bob.
command("ann", "play missed bob")
expect { bob = { life = 3 }, discard_top = "missed 10c", logged = { "C-42" } }
-- That was her BANG! for the turn: neither her BANG! nor another Missed! can
-- be played as one now, nothing else is playable, and the turn ends by itself.
expect { active = "bob", ann = { hand = { "bang", "missed", "missed", "missed", "missed" } } }
-- Her BANG! as a Missed!.
command("bob", "play bang ann")
expect { awaiting = "ann", decision = "answer" }
command("ann", "play bang")
expect { ann = { life = 5, hand = { "missed", "missed", "missed", "missed" } }, discard_top = "bang 5c" }
-- Indians!: cy and dee lose 1, then ann discards a Missed! as a BANG!.
command("bob", "play indians")
expect { awaiting = "ann", decision = "discard_bang", cy = { life = 3 }, dee = { life = 3 } }
command("ann", "play missed")
expect { ann = { life = 5, hand_size = 3 } }
-- Duel: she answers with a Missed! as a BANG!; bob has none left and loses.
command("bob", "play duel ann")
command("ann", "play missed")
expect { ann = { life = 5, hand_size = 2 }, bob = { life = 2 }, discard_top = "missed" }
