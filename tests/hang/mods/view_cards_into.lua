-- expect: cleared: #t = 0, #u = 0
-- expect-status: 0
-- file: dice/bot.lua
-- view:cards(zone, owner, out) and view:tally's hand (view:cards's) clear
-- out past the new list up to its old raw length: here math.maxinteger,
-- from 64 keys (2^63 steps before).
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
function bot.choose(view, decision, game, kind, player, ...)
  local t = huge_length()
  view:cards("hand", player, t)
  local u = huge_length()
  view:tally(nil, nil, nil, nil, u, player)
  error("cleared: #t = " .. #t .. ", #u = " .. #u) -- here
end
