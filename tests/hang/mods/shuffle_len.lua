-- expect: time budget
-- g:shuffle(list) over a list whose raw length is 2^30, from 32 keys: a
-- billion swaps in C, with no instruction for the hook (minutes before).
-- 1..4 in the array part, the rest in the hash part (a constructor: no
-- rehash moves them): # searches the hash part from 4 by doubling.
local stock_setup = rules.setup
function rules.setup(g, ...)
  local keys = { "1, 2, 3, 4, [5] = 5" }
  for k = 3, 30 do keys[#keys + 1] = "[1 << " .. k .. "] = " .. k end
  local t = load("return {" .. table.concat(keys, ", ") .. "}")()
  assert(#t == 1 << 30)
  g:shuffle(t) -- here
end
