-- expect: time budget
local s = string.rep("ab", 40)
return s:match(string.rep("(.-)", 12) .. "x") -- here
