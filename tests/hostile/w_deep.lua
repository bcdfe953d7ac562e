-- expect: nested more than 8 deep
-- Nine levels of tables in scenario{}.
local t = { 1 }
for _ = 1, 9 do t = { t } end
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } }, extra = t }
