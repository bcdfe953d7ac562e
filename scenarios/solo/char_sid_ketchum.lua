-- Sid Ketchum (advanced): while hurt he may discard any two face-up cards to regain 1 life; the ability is optional ("end" goes on).
scenario {
  title = "Sid Ketchum: two face-up cards for 1 life",
  rules = { "S-21", "S-12" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "sid_ketchum", life = 3, faceup = { "missed 12c" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 10c", "missed 11c", "bang 2d",   -- the Sheriff, besides his preset Missed!
           "beer 6h",                               -- o1
           "beer 7h" },                             -- o2
}
-- Step (a): nothing to play but his ability, with any two face-up cards.
expect { decision = "blue", options = { "ability missed bang", "ability missed missed", "end" } }
command("sheriff", "ability missed missed")
expect { sheriff = { life = 4, faceup = { "missed", "bang" } }, discard_size = 2, decision = "blue",
         logged = { "{player} discards two face-up cards to regain 1 life." },
         options = { "ability missed bang", "end" } }
command("sheriff", "end")
expect { decision = "brown", options = { "ability missed bang", "end" } }
command("sheriff", "end")
-- Step (c): his BANG! must be fired (no "end"), the ability is still offered.
expect { sheriff = { life = 4 }, decision = "shots",
         options = { "play bang o1", "play bang o2", "ability missed bang" } }
