-- expect: time budget
-- sort over 2^31 slots read and written through C functions as metamethods:
-- no Lua instruction runs, only calls.
local t = setmetatable({}, { __len = function() return (1 << 31) - 2 end,
                             __index = tostring, __newindex = rawequal })
table.sort(t) -- here
