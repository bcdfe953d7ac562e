-- A player out before the game starts (eliminated = true): eve's seat no
-- longer counts for distance, so dee (two seats away round eve) is at 1
-- and ann's Colt .45 reaches her; turns skip eve. Also checks revealed
-- roles (the Sheriff's and an eliminated player's), distance (dee's is
-- shortened by Rose Doolan's Scope) and reach.
scenario {
  title = "A player eliminated at set-up", rules = { "C-12", "C-14", "C-35", "C-5", "C-50" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "bang" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "rose_doolan", hand = {} },
    { "eve", role = "deputy", character = "willy_the_kid", eliminated = true },
  },
  deck = { "missed 5s", "missed 6s",   -- ann's phase 1
           "missed 7s", "missed 8s",   -- bob's
           "missed 2s", "missed 3s",   -- cy's
           "beer 6h", "beer 7h",       -- dee's (she can drink one)
           "beer 8h", "beer 9h" },     -- ann's second turn
}
expect { eve = { eliminated = true, revealed = true, life = 0, hand_size = 0 },
         ann = { revealed = true }, bob = { revealed = false }, dee = { revealed = false },
         distance = { ann = { bob = 1, cy = 2, dee = 1 }, dee = { bob = 1 } },
         reach = { ann = { "bob", "dee" }, cy = { ann = false, bob = true } },
         options = { "play bang bob", "play bang dee", "end" } }
command("ann", "play bang dee")
-- bob and cy hold only Missed! and end by themselves; dee may drink.
expect { dee = { life = 3 }, active = "dee", turn = 4, options = { "play beer", "end" } }
command("dee", "end")
-- After dee comes ann again: eve is skipped.
expect { active = "ann", turn = 5, eve = { eliminated = true } }
