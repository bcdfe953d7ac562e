-- expect: not enough memory
-- One string far past the cap, made by a library function in one call:
-- Lua's own memory error, reported with the line all the same.
local s = string.rep("x", 200 * 1024 * 1024) -- here
return #s
