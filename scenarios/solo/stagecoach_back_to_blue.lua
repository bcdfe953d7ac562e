-- Stagecoach bringing a blue card sends play back to step (a) before the other brown cards: the weapon is in play when the Sheriff's Panic! is played.
scenario {
  title = "Stagecoach: a blue card drawn, back to step (a)",
  rules = { "S-4", "S-10" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "panic 8d", "beer 6h",      -- the Sheriff
           "beer 7h",                  -- o1
           "stagecoach 9s",            -- o2
           "remington 13c", "bang 2d" },   -- drawn by the Stagecoach
}
-- Step (b): the Stagecoach first (the Panic! would find nothing in play yet).
expect { decision = "brown", options = { "play stagecoach", "play panic o1", "play panic o2" } }
command("sheriff", "play stagecoach")
-- The Remington went back to step (a) and into play (the only blue card:
-- without asking); step (b) resumes with the Panic!.
expect { o2 = { inplay = { "remington" } }, decision = "brown",
         logged = { "{card} belongs to an earlier step: play goes back to the blue cards." },
         has_options = { "play panic o2 remington" } }
command("sheriff", "play panic o2 remington")
-- o2 then fires his BANG! (1 allowed again) at the Sheriff.
expect { sheriff = { inplay = { "remington" }, life = 1 }, o2 = { inplay = {} }, decision = "beer" }
