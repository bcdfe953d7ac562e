-- bot/level.lua: the levels people pick with --bot easy|normal|hard (the
-- card and the dice game). hard is the stock computer player (bot.lua) at
-- full strength; normal, the default, and easy are the same player
-- slipping now and then: at a decision of the kinds a new player gets
-- wrong (what to play and whom at, what to keep; in the dice game which
-- dice to keep, whom to shoot, whom to heal) it takes, with chance `slip`,
-- one of the options at random instead of its own choice. Everything
-- else (answers to attacks, Beers at 0 life) it plays as the stock player
-- does, and so does it all once `calm(view)` says so (the card game's:
-- no Outlaw left, from the view, so whatever player it wraps): a slip
-- there cost a whole turn of the endgame (its 90th percentile of turns
-- 25 -> 22 over 2,000 games).
-- The slips draw from this world's own math.random (the seat's
-- generator): a seeded table plays the same every time.
--
-- level.make(stock, slip, kinds, calm) -> a computer player (new_game,
-- choose) wrapping stock (the game's bot.lua): kinds, the decision kinds
-- that may slip, as a set; calm, optional: function(view) -> true when
-- no slip is taken (asked only when one would be).

local random = math.random
local type = type

local level = {}

function level.make(stock, slip, kinds, calm)
  -- A bot.lua (a mod's) without its choose: handed on as it is, so the
  -- core tells that mistake as it would at the seats that play it.
  if type(stock) ~= "table" or type(stock.choose) ~= "function" then return stock end
  local player = {}
  -- The state handed back at each decision: the stock player's, in a
  -- table of ours that is reused from game to game as the stock one is.
  function player.new_game(view, public, previous)
    local W = type(previous) == "table" and previous.level_of and previous or { level_of = true }
    W.inner = stock.new_game(view, public, W.inner)
    return W
  end
  function player.choose(view, decision, W, kind, p, count, options, ...)
    if not kind then
      kind, p, options = decision.kind, decision.player, decision.options
      count = #options
    end
    if count > 1 and kinds[kind] and random() < slip and not (calm and calm(view)) then
      return random(count)
    end
    return stock.choose(view, decision, W and W.inner, kind, p, count, options, ...)
  end
  return player
end

return level
