-- file: dice/bot.lua
-- run: play
-- expect: the test bot broke
-- Item 6: a bot that fails in `bang play` is reported on stderr.
bot.choose = function() error("the test bot broke") end
