-- expect: time budget
-- The budget trips in the body; the handler (which loops) is not run.
xpcall(function()
  while true do end -- here
end, function(e) while true do end end)
