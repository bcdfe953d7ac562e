-- Black Jack: in phase 1 he shows his second card; a Heart or a Diamond gives
-- him one more card, a Spade or a Club does not.
scenario {
  title = "Black Jack: a red second card draws a third",
  rules = { "C-41", "C-8", "C-5", "C-11" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "black_jack", hand = {} },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "beer 6h", "missed 3s",      -- turn 1: a Heart shown, 3 cards
           "missed 4s", "missed 5s",                 -- bob
           "missed 6s", "missed 7s",                 -- cy
           "missed 8s", "missed 10c",                -- dee
           "missed jc", "bang 5d", "missed qc",      -- turn 5: a Diamond shown, 3 cards
           "missed kc", "missed ac",                 -- bob
           "barrel qs", "barrel ks",                 -- cy
           "stagecoach", "stagecoach",               -- dee
           "bang 2c", "bang 3c", "bang 4c" },        -- turn 9: a Club shown, 2 cards
}
expect { ann = { hand = { "missed 2s", "beer 6h", "missed 3s" } }, logged = { "C-41" } }
command("ann", "end")
-- bob, cy, dee: nothing to play, their turns end by themselves.
expect { active = "ann", turn = 5, ann = { hand_size = 6 }, discard_size = 0 }
command("ann", "end")
command("ann", "discard beer")          -- 6 cards for 5 life
command("cy", "end")
command("dee", "end")
-- Turn 9: a Club shown, no third card ("bang 4c" stays on the deck).
expect {
  active = "ann", turn = 9, deck_size = 80 - 20,
  ann = { hand = { "missed 2s", "missed 3s", "missed jc", "bang 5d", "missed qc", "bang 2c", "bang 3c" } },
}
