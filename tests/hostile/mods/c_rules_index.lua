-- expect: no rules field refuse
-- Class C, game side: the rules table's __index fails for every missing
-- field the engine reads (here rules.refuse, when a command is refused).
rules.refuse = nil
setmetatable(rules, { __index = function(_, k) error("no rules field " .. tostring(k)) end })
