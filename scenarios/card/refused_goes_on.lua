-- refused = { command, rule = ... }: a command that must be refused, for
-- that rule; nothing is answered, and the scenario goes on from there.
scenario {
  title = "Refused commands, then the play goes on", rules = { "C-32", "C-14", "C-20" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "black_jack", hand = { "jail", "bang", "bang" } },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "jesse_jones", hand = {}, inplay = { "mustang" } },
  },
  deck = { "missed 5s", "missed 6s" },  -- bob's phase 1
}
expect { refused = { "play jail ann", rule = "C-32", player = "bob" } }
expect { refused = { { "play bang dee", rule = "C-14" },
                     { "play jail ann", id = "The Sheriff cannot be put in Jail." } } }
command("bob", "play bang ann")
expect { ann = { life = 4 }, refused = { "play bang ann", rule = "C-20" } }
command("bob", "play jail cy")
expect { cy = { inplay = { "jail" } } }
