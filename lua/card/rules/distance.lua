-- rules/distance.lua: seats in play, distance and range (C-12 .. C-15).
-- Distance counts seats the shorter way round among the players in play,
-- plus the `distance_bonus` traits of the one seen and minus the
-- `sight_bonus` traits of the one looking (never below 1); range is the
-- `range` trait of the weapon in play, or the Colt .45's 1.

local core = require "rules.core"
local api = core.api

-- Looked up once: distance is asked for every target of every option.
local abs, min, max = math.abs, math.min, math.max
local sum_traits, seats_in_play = core.sum_traits, prelude.seats_in_play

function api.alive_seats(g) return (seats_in_play(g, core.state)) end
api.next_alive = prelude.next_in_play

-- The other players in play, clockwise from p's left (C-29). p itself may
-- be out already (a look-up during an elimination). A new list each time
-- (callers may change it), made from the cached seats in play: the seats
-- after p's place in that list, then those before it; if p is out, the
-- seats numbered after p, then those before.
function api.others(g, p)
  local alive, index = seats_in_play(g, core.state)
  local list, n, at = {}, 0, index[p]
  if at then
    local count = #alive
    for k = 1, count - 1 do list[k] = alive[(at + k - 1) % count + 1] end
    return list
  end
  for i = 1, #alive do
    local q = alive[i]
    if q > p then n = n + 1; list[n] = q end
  end
  for i = 1, #alive do
    local q = alive[i]
    if q < p then n = n + 1; list[n] = q end
  end
  return list
end

-- C-12, C-13.
function api.distance(g, from, to)
  local alive, index = seats_in_play(g, core.state)
  local k = abs(index[from] - index[to])
  local seen, sight = sum_traits(g, to, "distance_bonus", from, "sight_bonus")
  return max(min(k, #alive - k) + seen - sight, 1)
end

return api
