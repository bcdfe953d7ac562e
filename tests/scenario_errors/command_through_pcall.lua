-- A command() called through pcall still names the scenario's line (the
-- nearest Lua frame; the C frame of pcall in between named line -1).
-- expect: a command for ann, but the game is paused
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } } }
pcall(command, "ann", "shoot nobody") --!
