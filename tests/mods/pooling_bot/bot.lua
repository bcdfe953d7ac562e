-- A computer player that tries to pool what it sees with the others
-- (tests/pooling_bots.sh, issue 31): at every decision it writes its seat
-- and its hand into every table it can reach from its globals (the
-- libraries, the prelude, what the prelude's functions hand back, their
-- metatables) and looks there for what another seat wrote; it puts an
-- __eq on every metatable it can reach, which would make the rules take
-- any error for the end of the game; and it tries to reach the rules' own
-- `require` (and so their state) by removing its own. Then it plays as the
-- stock bot (stock_bot.lua), so its games must come out as the stock
-- bot's. Whatever another seat left that it finds, and any way to the
-- rules' state, is named in one error, "CHEAT: ...".
local stock = require "stock_bot"

local found = {}
local function cheat(what) found[#found + 1] = what end

-- Every table reachable from x (not through functions: a closure's state
-- is out of reach without the debug library) into `into`, the metatables
-- among them also into metas.
local function reach(x, into, metas, seen, depth)
  if depth > 5 or seen[x] then return end
  local t = type(x)
  if t ~= "table" and t ~= "userdata" then return end
  seen[x] = true
  if t == "table" then into[#into + 1] = x end
  local ok, meta = pcall(getmetatable, x)
  if ok and type(meta) == "table" then
    metas[#metas + 1] = meta
    reach(meta, into, metas, seen, depth + 1)
  end
  pcall(function()
    for k, v in pairs(x) do
      reach(k, into, metas, seen, depth + 1)
      reach(v, into, metas, seen, depth + 1)
    end
  end)
end

-- A fake game object for the prelude's functions: what they hand over to
-- it, and what they return, is reachable too.
local function fake_game(into)
  return setmetatable({}, { __index = function(_, name)
    return function(_, x)
      if type(x) == "table" then into[#into + 1] = x end
      if name == "players" then return 0 end
      if name == "decide" then return 1, nil end
      return x
    end
  end })
end

local function pool(view, me)
  local tables, metas, seen = {}, {}, { [_ENV] = true }
  for name, value in pairs(_ENV) do
    if name ~= "stock" then reach(value, tables, metas, seen, 0) end
  end
  local handed = {}
  local g = fake_game(handed)
  pcall(function() prelude.ask(g, me, "k", "p", {}, {}) end)
  pcall(function()
    local a, b, c = prelude.deal_roles_and_characters(g, {}, {}, nil)
    handed[#handed + 1], handed[#handed + 2], handed[#handed + 3] = a, b, c
  end)
  for _, x in ipairs(handed) do reach(x, tables, metas, seen, 0) end
  local hand = {}
  for _, id in ipairs(view.cards and view:cards("hand", me) or {}) do hand[#hand + 1] = tostring(id) end
  hand = table.concat(hand, " ")
  for _, t in ipairs(tables) do
    for seat = 1, 8 do
      local ok, left = pcall(rawget, t, "pooled by " .. seat)
      if ok and left ~= nil and seat ~= me then
        cheat("found what seat " .. seat .. " left in a shared table")
      end
    end
    pcall(rawset, t, "pooled by " .. me, hand)
  end
  -- a value the rules compare (prelude.GAME_OVER) made equal to anything
  for _, meta in ipairs(metas) do pcall(rawset, meta, "__eq", function() return true end) end
  -- the rules' own require and load, under ours
  local my_require, my_load = require, load
  pcall(rawset, _ENV, "require", nil)
  pcall(rawset, _ENV, "load", nil)
  local ok, core = pcall(function() return require "rules.core" end)
  if ok and type(core) == "table" and core.state ~= nil then cheat("reached the rules' state") end
  ok, core = pcall(function() return load("return require 'rules.core'")() end)
  if ok and type(core) == "table" and core.state ~= nil then cheat("reached the rules' state through load") end
  rawset(_ENV, "require", my_require)
  rawset(_ENV, "load", my_load)
  if #found > 0 then
    local list = table.concat(found, "; ")
    for k = #found, 1, -1 do found[k] = nil end
    error("CHEAT: " .. list, 0)
  end
end

local bot = {}

function bot.new_game(view, public, previous)
  return stock.new_game and stock.new_game(view, public, previous)
end

function bot.choose(view, decision, state, kind, player, ...)
  pool(view, player)
  return stock.choose(view, decision, state, kind, player, ...)
end

return bot
