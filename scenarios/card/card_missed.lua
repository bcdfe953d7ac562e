-- Missed!: cancels a BANG! or one's share of a Gatling aimed at oneself; only
-- the target is asked; the BANG! is discarded anyway.
scenario {
  title = "Missed! cancels a BANG! and a Gatling share; only the target answers",
  rules = { "C-21", "C-10", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang 5d", "gatling" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "missed 2s", "missed 3s" } },
    { "cy", role = "outlaw", character = "black_jack", hand = { "missed 4s" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play bang bob")
expect { awaiting = "bob", decision = "answer" }
command("bob", "play missed")
-- The shot is cancelled; BANG! and Missed! are both discarded. cy, who also
-- holds a Missed!, was never asked: the turn is back to ann.
expect {
  bob = { life = 4, hand = { "missed" } }, discard_top = "missed", discard_size = 2,
  awaiting = "ann", decision = "play", logged = { "C-21" },
}
command("ann", "play gatling")
expect { awaiting = "bob", decision = "answer" }
command("bob", "play missed")
command("cy", "take")              -- he may keep his Missed! and lose the life
expect { bob = { life = 4, hand = {} }, cy = { life = 3, hand = { "missed" } }, dee = { life = 3 },
         not_logged = { "{player} dodges the shot." } }   -- "bob plays Missed!." says it once
