-- A computer player that tries to cheat (tests/cheating_bot.sh, issue 8):
-- at every decision it tries to read another player's hand, a hidden role
-- and the deck, to reach the game object or the rules' state, to change
-- the decision or the public record, to move a card and to draw on the
-- game's chance; then it plays as the stock bot (copied next to it as
-- stock_bot.lua), so its games must come out exactly as the stock bot's.
-- Every attempt must fail cleanly (nil or an error); those that succeed
-- are all named in one error, "CHEAT: ...", which stops the bot.
local stock = require "stock_bot"

local found = {}
local function cheat(what) found[#found + 1] = what end

-- Walk a value the bot was given, looking for a way to the game: the game
-- object (a userdata with a move method), a coroutine, and with funcs a
-- function (the decision's are the rules'; the card and character scripts
-- in the public record may have functions: the world's own copies).
local function walk(x, view, seen, depth, funcs)
  local t = type(x)
  if t == "thread" then cheat("a coroutine in the bot's data") end
  if t == "function" and funcs then cheat("a function of the rules in the bot's data") end
  if t == "userdata" and x ~= view then
    local ok, m = pcall(function() return x.move end)
    if ok and type(m) == "function" then cheat("the game object in the bot's data") end
    -- a read-only proxy: fine, walk what it shows
    if seen[x] or depth > 6 then return end
    seen[x] = true
    if ok and type(m) == "function" then return end
    for k, v in pairs(x) do walk(k, view, seen, depth + 1, funcs); walk(v, view, seen, depth + 1, funcs) end
    return
  end
  if t == "table" then
    if seen[x] or depth > 6 then return end
    seen[x] = true
    for k, v in pairs(x) do walk(k, view, seen, depth + 1, funcs); walk(v, view, seen, depth + 1, funcs) end
  end
end

local function try_everything(view, decision, public)
  local me, n = decision.player, view:players()
  -- another player's hand, and the roles not revealed
  for q = 1, n do
    if q ~= me then
      if view:cards("hand", q) ~= nil then cheat("read the hand of seat " .. q) end
      if view:top("hand", q) ~= nil then cheat("read the top of seat " .. q .. "'s hand") end
      if not view:revealed(q) and view:role(q) ~= nil then cheat("read the hidden role of seat " .. q) end
    end
  end
  -- the deck
  if view:cards("deck") ~= nil then cheat("read the deck") end
  if view:top("deck") ~= nil then cheat("read the deck's top card") end
  -- any card by its id: only cards face up or in our own hand
  for id = 1, 200 do
    local ok, type = pcall(view.card, view, id)
    if ok and type ~= nil then
      local zone, owner = view:where(id)
      if zone == "deck" or (zone == "hand" and owner ~= me) then
        cheat("read card " .. id .. " in " .. zone .. " " .. owner)
      end
    elseif ok and view:where(id) ~= nil then
      cheat("located hidden card " .. id)
    end
  end
  -- change things: no mutator on the view, none through its metatable
  for _, m in ipairs { "move", "log", "decide", "set_life", "set_role", "reveal", "finish",
                       "set_pile", "emit", "on", "new_card", "shuffle_zone", "roll", "random",
                       "preset", "eliminate", "set_counter", "move_counter" } do
    if view[m] ~= nil then cheat("the view has " .. m) end
  end
  if getmetatable(view) ~= false then cheat("the view's metatable is reachable") end
  local ok = pcall(function() view.move(view, 1, "hand", me) end)
  if ok then cheat("moved a card") end
  -- a view method on something else than a view must refuse
  if pcall(view.life, public, 1) then cheat("a view method ran on another object") end
  -- the decision and the public record are read-only
  if pcall(function() decision.options[1].cmd = "x" end) then cheat("changed an option") end
  if pcall(function() decision.player = 1 end) then cheat("changed the decision") end
  if public and pcall(function() public.cheated = true end) then cheat("changed the public record") end
  -- no way to the game object, to a rules function or to a coroutine
  walk(decision, view, {}, 0, true)
  walk(public, view, {}, 0, false)
  -- the rules' own modules: a fresh copy here, without their state
  local ok2, core = pcall(require, "rules.core")
  if ok2 and type(core) == "table" and core.state ~= nil then cheat("reached the rules' state") end
  -- the iterator pairs() gives for a proxy, called on something else: an
  -- error, never a crash
  local next_of_decision = pairs(decision)
  pcall(next_of_decision, 0x41414141)
  pcall(next_of_decision, { "x", "y" })
  -- the shared libraries: pairs() must not hand out the real table
  local _, lib = pairs(string)
  if pcall(function() lib.len = function() return 42 end end) or ("abc"):len() ~= 3 then
    cheat("changed the shared string library")
  end
  local _, pre = pairs(prelude)
  if pcall(function() pre.copy = nil end) then cheat("changed the shared prelude") end
  -- chance: our own, not the game's (drawing must not change the game)
  for _ = 1, 5 do math.random(1000) end
  if #found > 0 then
    local list = table.concat(found, "; ")
    for k = #found, 1, -1 do found[k] = nil end
    error("CHEAT: " .. list, 0)
  end
end

local bot = {}

function bot.new_game(view, public)
  local state = stock.new_game and stock.new_game(view, public)
  return { stock = state, public = public }
end

function bot.choose(view, decision, S)
  try_everything(view, decision, S and S.public)
  return stock.choose(view, decision, S and S.stock)
end

return bot
