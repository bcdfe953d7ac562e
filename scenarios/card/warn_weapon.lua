-- Harm warnings (C-14, C-20, C-23): a person is asked to confirm a weapon
-- that would replace a longer one, but not a Volcanic over a longer one,
-- since the Volcanic lifts the one-BANG! limit (a trade, not a waste),
-- unless its player has no limit already (Willy the Kid, then bob's turn).
-- A Beer at full life warns too.
scenario {
  title = "Weapon warnings: a shorter weapon warns, a Volcanic is a trade",
  rules = { "C-14", "C-20" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", inplay = { "remington" },
      hand = { "volcanic", "schofield", "beer", "bang" } },  -- 6 cards after drawing, life 5: one discard
    { "bob", role = "outlaw", character = "willy_the_kid", inplay = { "winchester" },
      hand = { "volcanic", "bang" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "missed 4s", "missed 5s" }, -- bob's
}
expect { warns = { ["play volcanic"] = false, ["play schofield"] = "C-14", ["play beer"] = "C-23",
                   ["play bang bob"] = false } }
command("ann", "end")
command("ann", "discard missed")
expect { active = "bob", warns = { ["play volcanic"] = "C-14" } }
