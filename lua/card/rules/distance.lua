-- rules/distance.lua: seats in play, distance and range (C-12 .. C-15).
-- Distance counts seats the shorter way round among the players in play,
-- plus the `distance_bonus` traits of the one seen and minus the
-- `sight_bonus` traits of the one looking (never below 1); range is the
-- `range` trait of the weapon in play, or the Colt .45's 1.

local core = require "rules.core"
local api = core.api

-- Looked up once: distance is asked for every target of every option.
local abs, min, max = math.abs, math.min, math.max
local sum_trait, seats_in_play = api.sum_trait, prelude.seats_in_play

function api.alive_seats(g) return (seats_in_play(g, core.state)) end
api.next_alive = prelude.next_in_play

-- The other players in play, clockwise from p's left (C-29). p itself may
-- be out already (a look-up during an elimination).
function api.others(g, p)
  local list, n = {}, g:players()
  for k = 1, n - 1 do
    local q = (p - 1 + k) % n + 1
    if g:alive(q) then list[#list + 1] = q end
  end
  return list
end

-- C-12, C-13.
function api.distance(g, from, to)
  local state = core.state
  local alive, index = seats_in_play(g, state)
  local k = abs(index[from] - index[to])
  local d = min(k, #alive - k)
  d = d + sum_trait(g, to, "distance_bonus") - sum_trait(g, from, "sight_bonus")
  return max(d, 1)
end

-- C-14: the weapon's range, or the Colt .45's 1.
function api.reach(g, p)
  local weapon = api.weapon_of(g, p)
  return weapon and api.script_of(g, weapon).range or 1
end

return api
