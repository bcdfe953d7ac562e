-- rules/distance.lua: seats in play, distance and range (C-12 .. C-15).
-- Distance counts seats the shorter way round among the players in play,
-- plus the `distance_bonus` traits of the one seen and minus the
-- `sight_bonus` traits of the one looking (never below 1); range is the
-- `range` trait of the weapon in play, or the Colt .45's 1.

local core = require "rules.core"
local api = core.api

-- Looked up once: distance is asked for every target of every option.
local seats_in_play, fresh = prelude.seats_in_play, core.fresh

function api.alive_seats(g) return (seats_in_play(g, core.state)) end

-- The next seat clockwise in play after p (p itself if nobody else is), as
-- prelude.next_in_play finds it: read from the kept seats in play while p
-- is one of them (every turn asks it), with no call per seat.
local next_in_play = prelude.next_in_play
function api.next_alive(g, p)
  local state = core.state
  local alive = state.alive
  local at = alive and state.alive_index[p]
  if at then return alive[at % #alive + 1] end
  return next_in_play(g, p)
end

-- The other players in play, clockwise from p's left (C-29). p itself may
-- be out already (a look-up during an elimination). A new list each time
-- (callers may change it), made from the cached seats in play: the seats
-- after p's place in that list, then those before it; if p is out, the
-- seats numbered after p, then those before.
local function others_of(g, p)
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

function api.others(g, p)
  -- A copy of api.around's kept list (made at once, of the right size).
  return { table.unpack(api.around(g, p)) }
end

-- The same list as api.others, kept until someone is eliminated (the
-- seats in play change): the caller reads it and must not change it.
-- Several cards' choices ask for it at every decision. The lists depend
-- on the seats in play alone: those of the whole table, where every game
-- starts, are kept with the memo (core.lua) for every game, per table size
-- (a bit per seat). (Keeping every set of seats in play, up to 127 at
-- seven, took the most a game holds past 2 MiB for ~0.5% of card random.)
function api.around(g, p)
  local state = core.state
  local alive = state.alive or seats_in_play(g, state) -- (no call while it is kept)
  local kept = state.around
  if not kept or kept.alive ~= alive then
    kept = nil
    local whole = #alive == state.play.seats
    if whole then kept = state.memo.around[(1 << #alive) - 1] end
    if not kept then
      kept = {}
      if whole then state.memo.around[(1 << #alive) - 1] = kept end
    end
    kept.alive = alive
    state.around = kept
  end
  local list = kept[p]
  if not list then
    list = others_of(g, p)
    kept[p] = list
  end
  return list
end

-- C-12, C-13. Asked for every target of every card at every decision:
-- the bonuses read from the sums kept per seat (core.fresh), and plain
-- arithmetic rather than math.abs, min and max (calls).
function api.distance(g, from, to)
  local state = core.state
  local play = state.play
  if not play.listing then fresh(g) end
  local alive, index = state.alive, state.alive_index
  if not alive then alive, index = seats_in_play(g, state) end
  local k = index[from] - index[to]
  if k < 0 then k = -k end
  local n = #alive
  if n - k < k then k = n - k end
  k = k + play.seen[to] - play.sight[from]
  return k >= 1 and k or 1 -- as math.max(k, 1)
end

-- The seats of others (api.around's list for p) within max_distance of p
-- (nil: at any distance), as a bit set (bit q - 1 for seat q): api.distance
-- worked out inline for each, from the seats in play as api.around left
-- them and play's sums (core.fresh). One call per listing instead of one
-- per target (api.target_choices, api.grab_choices).
local function within_reach(state, play, p, others, max_distance)
  local targets, index = 0, state.alive_index
  local n, at, sight, seen = #state.alive, index[p], play.sight[p], play.seen
  for i = 1, #others do
    local q = others[i]
    local within = not max_distance
    if not within then
      local k = at - index[q]
      if k < 0 then k = -k end
      if n - k < k then k = n - k end
      k = k + seen[q] - sight
      within = (k >= 1 and k or 1) <= max_distance
    end
    if within then targets = targets | (1 << (q - 1)) end
  end
  return targets
end
core.within_reach = within_reach

-- The choices to play a card at each other player within max_distance
-- (nil: at any distance), clockwise from p's left: api.target_choice(g, q,
-- label) for each. BANG! asks at every decision with its weapon's range,
-- Duel with none: the list is kept while the distances and the seats in
-- play stay the same (play.targets, out of date once play.stamp moves on:
-- core.fresh counts a Mustang or Scope that comes or goes), so it is
-- read-only, the same table
-- each time. When they change, the distances are worked out inline and
-- the list is found by its targets (a bit per seat): clockwise from p
-- they always come in the same order, so the lists made for p, label and
-- targets are kept from game to game (state.memo.targets, core.lua).
function api.target_choices(g, p, max_distance, label)
  local state = core.state
  local play = state.play
  if not play.listing then fresh(g) end
  local alive = state.alive or seats_in_play(g, state)
  -- play.stamp counts the changes of distance (core.fresh) and of the
  -- seats in play (here): an entry made for another stamp is out of date,
  -- and is filled again in place (no table made after its first use).
  local kept = play.targets
  if kept.alive ~= alive then
    kept.alive = alive
    play.stamp = play.stamp + 1
  end
  local key = label or false
  local by_label = kept[key] or core.memo_of(kept, key)
  local by_seat = by_label[p] or core.memo_of(by_label, p)
  local entry = by_seat[max_distance or false]
  local stamp = play.stamp
  if entry then
    if entry.stamp == stamp then return entry.list end
  else
    entry = {}
    by_seat[max_distance or false] = entry
  end
  -- The targets, as api.distance would find them.
  local others = api.around(g, p)
  local targets = within_reach(state, play, p, others, max_distance)
  local memo = state.memo.targets
  local lists = memo[key] or core.memo_of(memo, key)
  local by_targets = lists[p] or core.memo_of(lists, p)
  local list = by_targets[targets]
  if not list then
    list = {}
    for i = 1, #others do
      local q = others[i]
      if targets & (1 << (q - 1)) ~= 0 then list[#list + 1] = api.target_choice(g, q, label) end
    end
    by_targets[targets] = list
  end
  entry.stamp, entry.list = stamp, list
  return list
end

return api
