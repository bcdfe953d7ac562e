-- run: play
-- expect: rules.lua
-- expect2: options broke
-- expect-status: 1
-- Item 6 (issue 31): the options of a decision fail when read while
-- computer players play: the game's error, with file and line (it was
-- "out of memory").
function rules.play(g)
  local options = setmetatable({}, { __len = function() return 2 end,
                                     __index = function() error("options broke") end })
  g:decide { player = 1, kind = "x", prompt = "Choose.", options = options }
end
