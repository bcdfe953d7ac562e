-- The manuals' Beer example (the card game's manual, "Beer": 2-3+2 = 1; C-23):
-- a player at 2 life loses 3 to the Dynamite (a Spade 2-9: the 5 of Spades)
-- and drinks two Beers in a row: she survives at 1 life.
scenario {
  title = "Manual: Dynamite at 2 life, two Beers, alive at 1",
  rules = { "C-23", "C-33", "C-34", "C-7", "C-10" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", life = 2,
      hand = { "beer 6h", "beer 7h" }, inplay = { "dynamite" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 5s",                       -- the Dynamite explodes
           "stagecoach", "stagecoach" },      -- ann's phase-1 draw afterwards
}
-- At the start of her turn the Dynamite explodes: 2 - 3 = -1, shown as 0.
expect { awaiting = "ann", decision = "save", ann = { life = 0, alive = true }, turn = 1,
         discard_top = "dynamite" }
command("ann", "play beer")
-- One Beer pays off the life below zero: still at 0, still dying.
expect { awaiting = "ann", decision = "save", ann = { life = 0, hand = { "beer" } } }
command("ann", "play beer")
-- The second Beer brings her to 1: she plays her turn (phase 1 draws 2).
expect {
  ann = { life = 1, alive = true, inplay = {}, hand = { "stagecoach", "stagecoach" } },
  awaiting = "ann", decision = "play", active = "ann",
  logged = { "C-33", "C-34", "C-23" },
}
