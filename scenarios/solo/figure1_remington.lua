-- The manual's Figure 1: the Sheriff's Remington allows 4 BANG!s; the Outlaw in the middle plays his weapon first, in step (a); the third Outlaw is still in the deck.
scenario {
  title = "Figure 1: a Remington beside the Sheriff, an Outlaw's weapon first",
  rules = { "S-2", "S-4", "S-5" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 5, inplay = { "remington" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 4 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 2 },
    { "o3", role = "outlaw", character = "pedro_ramirez", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "bang 5d", "bang 6d",   -- the Sheriff: his life's worth
           "bang 7d", "schofield 12c", "beer 6h", "missed 10c",     -- o1
           "dynamite", "beer" },                                    -- o2
}
-- Step (a) first: only the blue cards may be played, one at a time.
expect { decision = "blue", turn = 1, options = { "play schofield o1", "play dynamite o2" },
         sheriff = { faceup_size = 5 }, o1 = { inplay = {}, faceup = { "bang", "schofield", "beer", "missed" } },
         o2 = { faceup = { "dynamite", "beer" } }, o3 = { faceup_size = 0 }, not_logged = { "S-3" } }
command("sheriff", "play schofield o1")
-- The Dynamite is the last blue card: played without asking. No brown card: step (c).
expect { decision = "shots", o1 = { inplay = { "schofield" } }, o2 = { inplay = { "dynamite" } },
         options = { "play bang o1", "play bang o2", "play bang sheriff" } }
command("sheriff", "play bang o1")   -- cancelled by o1's Missed!
command("sheriff", "play bang o1")
command("sheriff", "play bang o1")
expect { o1 = { life = 2 }, has_options = { "play bang o1", "play bang o2" } }
command("sheriff", "play bang o2")   -- the fourth and last: 1 + 3
-- The Sheriff's fifth BANG! can no longer be fired: only o1's BANG! is left,
-- fired without asking, then the fifth is discarded with the other cards of
-- step (c): 1 Missed! + 5 BANG!s + 1 BANG! (and not yet a Beer).
expect { o2 = { life = 1 }, o1 = { life = 2 }, sheriff = { life = 4 }, discard_size = 7,
         decision = "beer", options = { "play beer o1", "play beer o2" } }
