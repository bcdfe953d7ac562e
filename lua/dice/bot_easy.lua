-- bot_easy.lua: the dice game's `easy` computer player (--bot easy): the
-- stock player (bot.lua) slipping at two of five decisions on which dice
-- to reroll, whom to shoot and whom to heal (card:bot/level.lua).
return require("card:bot.level").make(require "bot", 0.4,
                                      { reroll = true, shoot = true, beer = true, heal = true })
