-- Beer: on your turn, regain 1 life, never above your maximum (the Sheriff's
-- is his character's + 1). A hit that is not lethal does not let you drink one
-- out of turn.
scenario {
  title = "Beer: +1 life on your turn, capped at the maximum; not out of turn",
  rules = { "C-23", "C-3", "C-10" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", life = 3,
      hand = { "beer 6h", "beer 7h", "beer 8h", "bang 5d" } },
    { "bob", role = "outlaw", character = "lucky_duke", life = 2, hand = { "beer 9h" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",       -- ann
           "stagecoach", "stagecoach" },   -- bob
}
expect { ann = { life = 3, max_life = 5 } }
command("ann", "play beer")
expect { ann = { life = 4 } }
command("ann", "play beer")
expect { ann = { life = 5 } }
command("ann", "play beer")                 -- wasted: already at the maximum
expect { ann = { life = 5, max_life = 5 }, discard_size = 3 }
-- bob is hit (2 -> 1): not lethal, so he is not offered his Beer. ann has
-- only Missed! cards left: her turn ends by itself.
command("ann", "play bang bob")
expect { bob = { life = 1, hand = { "beer", "stagecoach", "stagecoach" } }, active = "bob" }
-- On his own turn he may drink it.
command("bob", "play beer")
expect { bob = { life = 2, hand = { "stagecoach", "stagecoach" } }, logged = { "C-23" } }
