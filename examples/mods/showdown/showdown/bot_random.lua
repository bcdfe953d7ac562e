-- bot_random.lua: the `random` computer player as a seat's own script
-- (--bots ...,random,...): every decision answered with one of its options
-- at random, all equally likely, from this world's own math.random (the
-- seat's generator, not the game's). A table of one kind plays `random`
-- from C instead (`--bot random`): the same choice, another generator.
-- The baseline of issue 27's measure: uniform random legal play.

local random = math.random

return {
  new_game = function() return false end,
  choose = function(_, decision, _, _, _, count)
    return random(count or #decision.options)
  end,
}
