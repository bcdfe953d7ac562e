-- expect: time budget
local t = setmetatable({}, { __len = function() return 1 << 50 end })
table.remove(t, 1) -- here
