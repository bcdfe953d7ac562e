-- expect: a decision may have at most 4096 options
-- run: human
-- A decision whose options say through __len that they are 2^31 - 1:
-- the front end went over every one of them, each read in a call of its
-- own.
function rules.play(g)
  local options = setmetatable({}, { __len = function() return (1 << 31) - 1 end,
    __index = function(_, i) return { cmd = "c" .. i, label = "c" .. i } end })
  g:decide { player = 1, kind = "x", prompt = "Choose.", options = options } -- here
end
