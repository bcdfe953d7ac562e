-- expect: dealt onto the deck: 
-- game: card
-- file: card/rules.lua
-- g:deal(n, "deck") moves the deck's top card onto the deck's top: the
-- deck never runs out, so the C loop ran n times (math.maxinteger) with
-- no budget check. It stops after as many cards as the deck holds.
local stock_setup = rules.setup
function rules.setup(g, ...)
  stock_setup(g, ...)
  local ok, moved = pcall(g.deal, g, math.maxinteger, "deck")
  error("dealt onto the deck: " .. tostring(ok) .. " " .. tostring(moved)) -- here
end
