-- expect: time budget
-- Catching the budget's error and looping on gets no fresh budget.
while true do -- here
  pcall(function() while true do end end) -- here
end
