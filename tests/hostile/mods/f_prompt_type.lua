-- expect: a decision's prompt must be a message id
-- Class F: a decision whose prompt is a string when g:decide reads it and a
-- table when the engine reads it again.
function rules.play(g)
  local reads = 0
  local d = setmetatable({ player = 1, kind = "x", options = { { cmd = "x" } } }, {
    __index = function(_, k)
      if k ~= "prompt" then return nil end
      reads = reads + 1
      if reads == 1 then return "Choose." end
      return {}
    end })
  g:decide(d)
end
