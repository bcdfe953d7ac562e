-- expect: finished
-- __gc added after setmetatable does not make a finalizer: garbage and
-- lua_close go by without running it.
local mt = {}
for i = 1, 1000 do setmetatable({}, mt) end
mt.__gc = function() while true do end end
local junk = {}
for i = 1, 200000 do junk[i % 100] = { i } end
error("finished") -- here
