-- expect-status: 0
-- Class C: metamethods on the tables given to scenario{} and expect{} that
-- fail: their values are copied by raw reads, so none of them ever runs.
local boom = { __index = function() error("boom") end, __len = function() error("len") end,
               __pairs = function() error("pairs") end, __eq = function() error("eq") end }
scenario(setmetatable({ game = "dice", seed = 3,
  players = setmetatable({ setmetatable({ "ann" }, boom), { "bob" }, { "cy" } }, boom),
  rolls = setmetatable({}, boom) }, boom))
expect(setmetatable({ turn = 1, logged = setmetatable({}, boom),
                      ann = setmetatable({ alive = true }, boom) }, boom))
