-- expect: time budget
-- A to-be-closed variable whose __close loops, reached by the budget's error.
do
  local guard <close> = setmetatable({}, { __close = function()
    while true do end -- here
  end })
  while true do end
end
