-- expect: while it was parsed
-- load() of a chunk of 150000 float constants of one hash (all within
-- 2^-31 of 1): Lua's parser takes quadratic time over them (about a
-- minute), and the parser runs no instruction the hook could stop.
local parts = {}
for k = 1, 150000 do parts[k] = string.format("1.%015d", k) end
local chunk = "return {" .. table.concat(parts, ",") .. "}"
local f, err = load(chunk) -- here
error("load returned: " .. tostring(err))
