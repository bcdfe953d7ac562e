-- bot_normal.lua: the dice game's `normal` computer player, the default:
-- the stock player (bot.lua) slipping at one in ten decisions on which
-- dice to reroll, whom to shoot and whom to heal (card:bot/level.lua).
-- `hard` (also `heuristic`) is the stock player itself.
return require("card:bot.level").make(require "bot", 0.1,
                                      { reroll = true, shoot = true, beer = true, heal = true })
