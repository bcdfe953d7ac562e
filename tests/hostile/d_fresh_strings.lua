-- expect-status: 0
-- Class D: roles and names offered by __index as fresh strings (collected at
-- once) are never read; the set-up's strings are copied before the game is
-- built, with megabytes of garbage made meanwhile.
local fresh = { __index = function(t, k) return string.rep("r", 3) .. tostring(k) .. string.rep("x", 1 << 20) end }
local big = {}
for i = 1, 30 do big[i] = string.rep("y", 100000) .. i end
scenario { game = "dice", seed = 5, first = "bob", garbage = big,
  players = { setmetatable({ "ann" }, fresh), setmetatable({ "bob" }, fresh), { "cy" } } }
expect { active = "bob", turn = 1 }
