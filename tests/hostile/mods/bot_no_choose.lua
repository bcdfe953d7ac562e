-- file: dice/bot.lua
-- run: play
-- expect: bot.lua returns no function choose
-- A bot.lua that lost its choose is a mistake to be told, not a computer
-- player that silently answers at random.
bot.choose = nil
