-- expect: time budget
-- table.sort with its default order over 100000 references to one string
-- of 16 MiB: each of the ~1.7 million comparisons is a whole strcoll and
-- the stock sort calls nothing a hook could stop (hours of work).
local s = string.rep("x", 16 << 20)
local t = {}
for i = 1, 100000 do t[i] = s end
table.sort(t) -- here
