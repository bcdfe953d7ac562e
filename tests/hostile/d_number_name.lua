-- expect: player 2's name must be a string, not a number
-- Class D: a number where a name goes, next to megabytes of other data.
local big = {}
for i = 1, 40 do big[i] = string.rep(string.char(64 + i % 26), 100000) .. i end
scenario { game = "dice", seed = 1, data = big, players = { { "ann" }, { 12 }, { "cy" } } }
