-- bot_normal.lua: the `normal` computer player, the default of play and
-- simulate: the stock player (bot.lua) slipping at one in ten decisions
-- on what to play and whom at, and what to keep (bot/level.lua), none
-- once no Outlaw is left. `hard` (also `heuristic`) is the stock player
-- itself.
return require("bot.level").make(require "bot", 0.1, { play = true, discard = true },
  require("bot.belief").no_outlaws)
