-- expect: time budget
local s = string.rep("x", 25)
local n = select(2, s:gsub(string.rep("x-", 25) .. "y", "z")) -- here
