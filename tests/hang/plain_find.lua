-- expect: time budget
local s = string.rep("a", 1 << 24)
local p = string.rep("a", 1 << 22) .. "b"
return string.find(s, p, 1, true) -- here
