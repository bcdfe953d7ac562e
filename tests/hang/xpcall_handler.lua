-- expect: time budget
-- An endless loop in xpcall's message handler, after an ordinary error.
xpcall(function() error("x") end, function(e)
  while true do end -- here
end)
