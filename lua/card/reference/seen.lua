-- reference/seen.lua: what the reference players (bot_rulebased.lua,
-- bot_hate.lua) read of the table, shared by both: the options' fields in
-- one view:columns call, each card type's script, the roles shown, and the
-- hostile acts noted in the public record since the last read.
--
-- The public record (public.hostility[source][target], rules/core.lua)
-- sums cards aimed and life taken; it does not say which card. An area
-- attack (Gatling, Indians!) adds to every other player at once: `acts`
-- takes the least growth of a row over every other player in play off
-- each of its entries, so what is left is roughly what was aimed at one
-- player alone (bang-server's karma counts single-target acts only).

local seen = {}

local FIELDS = { "card", "cmd", "dodge_check", { "choice", "target" }, "run" }

-- A fresh state for a game (P: the last one, its tables reused).
function seen.new(view, public, P)
  local S = P or {}
  S.view, S.public = view, public
  S.me, S.n = view:me(), view:players()
  S.cols = S.cols or { {}, {}, {}, {}, {} }
  S.grid, S.last = S.grid or {}, S.last or {}
  for p = 1, S.n do
    S.grid[p] = S.grid[p] or {}
    local row = S.last[p] or {}
    for q = 1, S.n do row[q] = 0 end
    S.last[p] = row
  end
  S.noted = -1
  S.shown = S.shown or {}
  if not S.scripts then
    S.scripts = {}
    local cards = public.cards
    for i = 1, #cards do
      local s = cards[i]
      S.scripts[s.id] = s
    end
  end
  return S
end

-- Read the options: returns how many; S.cols[1..5][j] hold each option's
-- card, cmd, dodge_check, target and run.
function seen.options(S, options)
  return S.view:columns(options, FIELDS, S.cols)
end

-- The type id of a card we can see ("bang"), and its script, or nil.
function seen.card(S, id)
  if not id then return nil, nil end
  local t = S.view:card(id)
  return t, t and S.scripts[t]
end

-- Every seat's role as everyone sees it (false: hidden), ours included.
function seen.roles(S)
  local shown = S.view:roles_shown(S.shown)
  shown[S.me] = S.view:role(S.me)
  return shown
end

-- Call act(S, source, target, n) for each hostile act since the last
-- read (n: how much the record grew), area attacks taken off (above).
function seen.acts(S, act)
  local public, view = S.public, S.view
  local noted = public.noted or 0
  if noted == S.noted then return end
  S.noted = noted
  local grid = view:grid(public.hostility, S.grid, S.n)
  for p = 1, S.n do
    local row, last = grid[p], S.last[p]
    local least, others = nil, 0
    for q = 1, S.n do
      if q ~= p and view:alive(q) then
        local d = (row[q] or 0) - last[q]
        others = others + 1
        if not least or d < least then least = d end
      end
    end
    if others < 2 then least = 0 end
    for q = 1, S.n do
      local d = (row[q] or 0) - last[q]
      if q ~= p and d > 0 then
        local single = view:alive(q) and d - (least or 0) or d
        if single > 0 then act(S, p, q, single) end
      end
      last[q] = row[q] or 0
    end
  end
end

-- The seats in play but ours.
function seen.others(S, out)
  local k = 0
  for q = 1, S.n do
    if q ~= S.me and S.view:alive(q) then k = k + 1; out[k] = q end
  end
  for i = k + 1, #out do out[i] = nil end
  return out, k
end

return seen
