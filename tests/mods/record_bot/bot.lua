-- tests/mods/record_bot/bot.lua: a computer player for the card game that
-- checks public.noted (rules/core.lua, api.note_hostility): the stock bot
-- reads the public record again only when that count changed, so every
-- change of public.hostility must come with a change of the count. At each
-- decision it sums the whole record and fails the game ("RECORD: ...") if
-- the sum moved while the count did not, or if the count went back; then it
-- plays as the stock bot (copied next to it as stock_bot.lua). Used by
-- tests/record_count.sh.

local stock = require "stock_bot"

-- Over the games this world plays: decisions seen, and whether the record
-- was ever written (so the check cannot pass by seeing nothing).
local decisions, seen_notes = 0, false

local function record_sum(public)
  local sum = 0
  for _, row in pairs(public.hostility) do
    for _, amount in pairs(row) do sum = sum + amount end
  end
  return sum
end

return {
  new_game = function(view, public, previous)
    local S = previous or {}
    S.stock = stock.new_game(view, public, S.stock)
    S.public, S.noted, S.sum = public, public.noted, record_sum(public)
    -- (A world is made on its seat's first decision: the game may be under way.)
    if (S.sum > 0) ~= (S.noted > 0) then error("RECORD: a record and its count disagree", 0) end
    return S
  end,
  choose = function(view, decision, S, ...)
    local noted, sum = S.public.noted, record_sum(S.public)
    if type(noted) ~= "number" then error("RECORD: public.noted is not a number", 0) end
    if noted < S.noted then error("RECORD: public.noted went back", 0) end
    if sum ~= S.sum and noted == S.noted then error("RECORD: the record changed, public.noted did not", 0) end
    decisions = decisions + 1
    if noted > 0 then seen_notes = true end
    if decisions == 300 and not seen_notes then error("RECORD: nothing noted in 300 decisions", 0) end
    S.noted, S.sum = noted, sum
    return stock.choose(view, decision, S.stock, ...)
  end }
