-- expect: time budget
local t = setmetatable({}, { __len = function() return 1 << 50 end })
table.insert(t, 1, "x") -- here
