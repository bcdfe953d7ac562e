-- Missed! (C-21): cancels one BANG!-type attack aimed at its player. It is
-- only ever played as an answer (rules.lua offers it), never in phase 2:
-- a brown card without `choices` has no way to be played there.
local missed
missed = {
  id = "missed",
  name = N_"Missed!",
  text = N_"Cancel a BANG! or your share of a Gatling aimed at you.",
  border = "brown",
  rule = "C-21",
  dodge = true,
  deck = {
    { "C", 10 }, { "C", 11 }, { "C", 12 }, { "C", 13 }, { "C", 14 },
    { "S", 2 }, { "S", 3 }, { "S", 4 }, { "S", 5 }, { "S", 6 }, { "S", 7 }, { "S", 8 },
  },
  refuse = function(g, api, player, words)
    if api.serves_as(player, missed, "shot") then return nil end -- played as a BANG! (C-42)
    return { id = N_"{card} is only played to cancel a shot aimed at you.",
             args = { card = N_"Missed!" }, rule = "C-21" }
  end,
}

return missed
