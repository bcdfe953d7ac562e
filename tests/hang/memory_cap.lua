-- expect: not enough memory
-- Growing a table past the cap: an ordinary error with file and line.
local t = {}
for i = 1, 1e9 do -- here
  t[i] = i .. "" -- here
end
