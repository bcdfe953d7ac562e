-- expect: cleared: #t = 0, t[1 << 62] = nil
-- g:cards(zone, owner, into) and g:one_per_type(zone, owner, into) clear
-- the entries of `into` past the new list up to its old raw length: here
-- math.maxinteger, from 64 keys (2^63 steps before).
-- 1..4 in the array part, the rest in the hash part (a constructor: no
-- rehash moves them): # searches the hash part from 4 by doubling.
local function huge_length()
  local keys = { "1, 2, 3, 4, [5] = 5" }
  for k = 3, 62 do keys[#keys + 1] = "[1 << " .. k .. "] = " .. k end
  keys[#keys + 1] = "[math.maxinteger] = true"
  local t = load("return {" .. table.concat(keys, ", ") .. "}")()
  assert(#t == math.maxinteger)
  return t
end
local stock_setup = rules.setup
function rules.setup(g, ...)
  local t = huge_length()
  g:cards("hand", 1, t)
  local u = huge_length()
  g:one_per_type("hand", 1, u)
  error("cleared: #t = " .. #t .. ", t[1 << 62] = " .. tostring(t[1 << 62]) .. ", #u = " .. #u) -- here
end
