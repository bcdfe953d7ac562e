-- expect: options broke
-- Class E: the options of a decision fail when read, while it is shown.
function rules.play(g)
  local options = setmetatable({}, { __len = function() return 2 end,
                                     __index = function() error("options broke") end })
  g:decide { player = 1, kind = "x", prompt = "Choose.", options = options }
end
