-- BANG!: one player within range (the built-in Colt .45 reaches distance 1)
-- loses 1 life; only one card named BANG! per turn.
-- "2" picks the second option: the targets come first, clockwise from ann's
-- left (bob, cy, dee), then "end"; cy (distance 2) is not among them, so the
-- second option is dee.
scenario {
  title = "BANG!: Colt .45 range 1, one BANG! per turn",
  rules = { "C-20", "C-14", "C-12", "C-9" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang 5d", "bang 6d" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",     -- ann's phase-1 draw: nothing she can play
           "beer 6h", "beer 7h" },       -- bob's
}
expect { awaiting = "ann", decision = "play" }
command("ann", "2")
expect { dee = { life = 3 }, bob = { life = 4 }, cy = { life = 4 } }
-- A second BANG! is not allowed, and nothing else in her hand can be played:
-- her only option is "end", taken without asking. The BANG! stays in her hand.
expect {
  ann = { hand = { "bang", "missed", "missed" } }, discard_top = "bang 5d", discard_size = 1,
  active = "bob", turn = 2,
}
