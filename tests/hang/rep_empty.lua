-- expect: time budget
local n = 0
for i = 1, 10 do n = n + #string.rep("", 1 << 50) + #string.rep("", 1 << 50, "") end
for i = 1, 1e9 do n = n + #string.rep("", 1 << 50) end -- here
