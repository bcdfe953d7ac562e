-- bot/search.lua: the solver. Within a turn of solo everything is on the
-- table except the order of the deck (S-2), so the solver fixes a few
-- orders at random from the cards not seen yet and, for each, searches
-- the orders and choices of the rest of phase 4 depth first: at each
-- position the few options that look best right after them (pruning the
-- rest), remembering positions already valued (plays in another order
-- often meet again), up to a budget of positions; past it a line is
-- finished playing the options in the order they come. Each option's value is its average over the orders; the end of
-- a line is scored after phase 4 (the dying eliminated) by bot/score.lua.

local board = require "rules.board"
local turn = require "rules.turn"
local score = require "bot.score"

local search = {}

-- Deck orders tried, positions played out per order, options searched at
-- each position after the first.
local SAMPLES, BUDGET, WIDTH = 2, 60, 3

local function kinds(b, list)
  local out = {}
  for i = 1, #list do out[i] = b.kind[list[i]] end
  table.sort(out)
  return table.concat(out, ",")
end

-- Equal keys: equal positions, for one deck order (the same number of
-- cards drawn from it).
local function key(b)
  local parts = { b.sub, b.pool_top, b.store_next or 0, kinds(b, b.store), b.reward }
  for s = 1, b.n do
    local p = b.seat[s]
    parts[#parts + 1] = p.status .. p.life .. ":" .. b.fired[s] .. ":" .. b.hits[s] .. ":" ..
                        kinds(b, b.faceup[s]) .. "|" .. kinds(b, b.play[s]) .. tostring(b.lethal[s])
  end
  return table.concat(parts, ";")
end

local function finished(b)
  if not b.over then turn.finish(b) end
  return score.position(b)
end

-- Past the budget: the rest of the turn in the order the options come.
local function rollout(b)
  while not b.over do
    local list = turn.options(b)
    if not list then break end
    turn.apply(b, list[1])
  end
  return finished(b)
end

-- The options worth searching at a position: the WIDTH best right after
-- them (bot/score.lua), as copies already played.
local function candidates(b, list, ctx)
  local scored = {}
  for i, o in ipairs(list) do
    local c = board.copy(b)
    turn.apply(c, o)
    ctx.work = ctx.work + 1
    scored[i] = { c, score.position(c) }
  end
  table.sort(scored, function(x, y) return x[2] > y[2] end)
  for i = WIDTH + 1, #scored do scored[i] = nil end
  return scored
end

local function value(b, ctx)
  while not b.over do
    local list = turn.options(b)
    if not list then break end
    if #list > 1 then
      local k = key(b)
      local known = ctx.memo[k]
      if known then return known end
      local best
      if ctx.work > ctx.budget then
        best = rollout(b)
      else
        best = -math.huge
        for _, c in ipairs(candidates(b, list, ctx)) do
          local v = value(c[1], ctx)
          if v > best then best = v end
        end
      end
      ctx.memo[k] = best
      return best
    end
    turn.apply(b, list[1])
  end
  return finished(b)
end

local function shuffled(pool)
  local out = {}
  for i = 1, #pool do out[i] = pool[i] end
  for i = #out, 2, -1 do
    local j = math.random(i)
    out[i], out[j] = out[j], out[i]
  end
  return out
end

-- The index of the best option of list for the board b, and why.
function search.best(b, list)
  local total, nodes = {}, 0
  for i = 1, #list do total[i] = 0 end
  for _ = 1, SAMPLES do
    local sample = board.copy(b)
    sample.pool = shuffled(b.pool)
    sample.pool_top = #sample.pool
    local ctx = { memo = {}, work = 0, budget = BUDGET }
    for i, o in ipairs(list) do
      local c = board.copy(sample)
      turn.apply(c, o)
      total[i] = total[i] + value(c, ctx)
    end
    nodes = nodes + ctx.work
  end
  local best, second = 1, nil
  for i = 2, #list do
    if total[i] > total[best] then best = i end
  end
  for i = 1, #list do
    if i ~= best and (not second or total[i] > total[second]) then second = i end
  end
  local args = { nodes = nodes, n = SAMPLES, score = math.floor(total[best] / SAMPLES + 0.5),
                 next = math.floor((second and total[second] or total[best]) / SAMPLES + 0.5) }
  -- Plural by {n}, the deck orders; the other numbers stand after a colon.
  return best, { id = NP_("Over {n} deck order, this play leads to the best end of turn on average (score {score}, the next best {next}; positions searched: {nodes}).",
                          "Over {n} deck orders, this play leads to the best end of turn on average (score {score}, the next best {next}; positions searched: {nodes})."),
                 args = args }
end

return search
