-- expect: time budget
for i = 1, 1e6 do -- here
  local s = string.rep("x", 1 << 24) -- here
end
