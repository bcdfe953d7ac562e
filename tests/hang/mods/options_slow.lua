-- expect: time budget
-- run: human
-- A human's prompt over 200 options, each slow to read (a third of a
-- second): each read had a budget of its own, so the prompt took minutes;
-- the reads of one decision now share one budget.
function rules.play(g)
  local options = setmetatable({}, { __len = function() return 200 end,
    __index = function(_, i)
      local x = 0
      for k = 1, 1e8 do x = x + k end -- here
      return { cmd = "c" .. i, label = "c" .. i }
    end })
  g:decide { player = 1, kind = "x", prompt = "Choose.", options = options }
end
