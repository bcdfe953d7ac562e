-- A character at 0 life keeps playing until the Beers, and a Beer brings back the last bullet; below 0 one Beer is not enough.
scenario {
  title = "At 0 life until the Beers",
  rules = { "S-7", "S-4" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5, inplay = { "remington" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1, faceup = { "beer 6h" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 7h" } },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "missed 10c", "missed 11c",   -- the Sheriff
           "bang 5d",                                                     -- o1
           "jail 11s",                                                    -- o2: cannot be played
           -- turn 2
           "bang 6d", "missed 12c", "missed 13c", "missed 14c", "missed 2s", "missed 3s", "missed 4s",
           "bang 7d" },
}
expect { logged = { "{player}'s {card} cannot be played: it is discarded." } }
command("sheriff", "play bang o1")
-- o1 is at 0 but still in play: his BANG! is still offered.
expect { o1 = { life = 0, alive = true }, has_options = { "play bang sheriff" } }
command("sheriff", "play bang o2")
command("sheriff", "play bang o2")
-- o1's BANG! follows without asking (a Missed! cancels it). o2 is at -1
-- (shown as 0).
expect { o2 = { life = 0, alive = true }, decision = "beer", over = false,
         options = { "play beer o1", "play beer o2" } }
command("sheriff", "play beer o2")
-- o2 is back to 0 only, o1's Beer follows (back to 1): after the Beers o2
-- is eliminated.
-- Turn 2: o1 is dealt his 1 card; the Sheriff his 5 and 2 for o2.
expect { turn = 2, o1 = { life = 1, alive = true }, o2 = { life = 0, eliminated = true },
         decision = "shots", options = { "play bang o1", "play bang sheriff" } }
