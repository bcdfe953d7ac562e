-- General Store: one card per character in play, allotted from whoever played it clockwise; an Outlaw card revealed is replaced; blue cards given send play back to step (a) once every card is given.
scenario {
  title = "General Store: allotted clockwise, back to the blue cards",
  rules = { "S-4", "S-10", "S-12", "S-3" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "bang 2d", "missed 10c",        -- the Sheriff
           "general_store 9c",             -- o1
           "bang 3d",                      -- o2
           -- the General Store: an Outlaw card set aside and replaced
           "volcanic 10s", "outlaw", "barrel 12s", "bang 4d" },
}
-- o1 played it (the only card of step (b)): he chooses first.
expect { decision = "general_store", table = { "volcanic", "barrel", "bang", "outlaw" },
         options = { "pick volcanic", "pick barrel", "pick bang" } }
command("sheriff", "take barrel")     -- for o1 (its name before "pick": still accepted)
command("sheriff", "pick bang")       -- for o2; the Volcanic is left for the Sheriff
-- Every card is given, then back to step (a) for the two blue cards.
expect { decision = "blue", table = { "outlaw" }, logged = { "S-3" },
         sheriff = { faceup = { "bang", "missed", "volcanic" } }, o1 = { faceup = { "barrel" } },
         o2 = { faceup = { "bang", "bang" } },
         options = { "play volcanic sheriff", "play barrel o1" } }
command("sheriff", "play volcanic sheriff")
-- Step (c): the Sheriff's Volcanic lets him fire both his BANG!s.
expect { sheriff = { inplay = { "volcanic" } }, o1 = { inplay = { "barrel" } }, decision = "shots" }
