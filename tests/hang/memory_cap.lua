-- expect: not enough memory
-- Growing a table past the cap: an ordinary error with file and line.
-- (Entries of 64 KiB, copied 4 KiB at a time, reach the cap in a few
-- milliseconds of CPU on any machine and under ASan, far inside the time
-- budget. Each step of the collector near the cap once made Lua raise its
-- own error there, with no line.)
local block = string.rep("x", 4096)
local t = {}
for i = 1, 1e9 do -- here
  t[i] = string.rep(block, 16) -- here
end
