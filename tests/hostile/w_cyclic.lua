-- expect: nested more than 8 deep
-- A table inside itself in scenario{}.
local t = {}
t.again = t
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } }, extra = t }
