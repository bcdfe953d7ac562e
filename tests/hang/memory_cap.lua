-- expect: not enough memory
-- Growing a table past the cap: an ordinary error with file and line.
-- (Entries of 4 KiB reach the cap in a few milliseconds of CPU on any
-- machine, far inside the time budget; each step of the collector there
-- once made Lua raise its own error, with no line.)
local t = {}
for i = 1, 1e9 do -- here
  t[i] = string.rep("x", 4096) .. i -- here
end
