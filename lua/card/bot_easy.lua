-- bot_easy.lua: the `easy` computer player (--bot easy): the stock player
-- (bot.lua) slipping at two of five decisions on what to play and whom
-- at, and what to keep (bot/level.lua), none once no Outlaw is left: a
-- table for a first game.
return require("bot.level").make(require "bot", 0.4, { play = true, discard = true },
  require("bot.belief").no_outlaws)
