-- expect: may not have __gc
-- An endless finalizer would run with hooks off, at a collection or at lua_close.
local t = setmetatable({}, { __gc = function() while true do end end }) -- here
