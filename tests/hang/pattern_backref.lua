-- expect: time budget
local s = string.rep("a", 1 << 21)
return s:find("(.-)%1%1b") -- here
