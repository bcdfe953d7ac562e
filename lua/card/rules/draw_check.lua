-- rules/draw_check.lua: "draw!" (C-30): flip the top card of the deck for
-- a check; a character with the `check_cards` trait flips that many and
-- chooses the one that counts (Lucky Duke, C-47). Every draw! logs the card
-- as printed (A♥) and what it needed.

local core = require "rules.core"
local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)
local log = api.log

-- The top card of the deck, flipped onto the table for p's check (nil
-- if deck and discard pile are empty).
local function flip(g, p, what)
  local id = api.deck_top(g)
  if id then
    M.move(g, id, "table")
    if core.state.logging then
      log(g, "C-30", N_"{player} draws! for {what}: {card} {value}.",
          { player = p, what = what, card = api.card_arg(g, id), value = api.mark(g, id) })
    end
  end
  return id
end

-- Flip for p's check; good(type, suit, value) says whether it passes;
-- need: a message id saying what the check needs. Returns passed and the
-- card id (already discarded).
function api.draw_check(g, p, rule, what, good, need)
  local flips = api.character_of(p).check_cards or 1
  local chosen, flipped
  if flips == 1 then
    -- One card (every character but Lucky Duke): nothing to choose, no list.
    chosen = flip(g, p, what)
    if not chosen then return false, nil end
  else
    flipped = {}
    for _ = 1, flips do
      local id = flip(g, p, what)
      if id then flipped[#flipped + 1] = id end
    end
    if #flipped == 0 then return false, nil end
    chosen = flipped[1]
    -- C-47: a choice only when the flipped cards give different results.
    local outcomes = {}
    for _, id in ipairs(flipped) do outcomes[good(M.card(g, id)) and 1 or 2] = true end
    if #flipped > 1 and outcomes[1] and outcomes[2] then
      local options = {}
      for i, id in ipairs(flipped) do
        local type, suit, value = M.card(g, id)
        options[i] = { cmd = "pick " .. api.notation(g, id):gsub(" ", "_"):lower(), label = N_"Use {card} {value}",
                       args = { card = api.card_arg(g, id), value = api.mark(g, id) }, card = id,
                       good = good(type, suit, value) }
      end
      chosen = api.choose(g, p, "draw_check", N_"Which card counts for {what}?", { what = what }, options).card
      if core.state.logging then
        log(g, "C-47", N_"{player} chooses {card} {value}.",
            { player = p, card = api.card_arg(g, chosen), value = api.mark(g, chosen) })
      end
    end
  end
  local passed = good(M.card(g, chosen))
  if core.state.logging then
    if need then
      log(g, rule, passed and N_"The draw! for {what} succeeds ({need})." or N_"The draw! for {what} fails ({need}).",
          { what = what, need = need })
    else
      log(g, rule, passed and N_"The draw! for {what} succeeds." or N_"The draw! for {what} fails.",
          { what = what })
    end
  end
  if flipped then
    for _, id in ipairs(flipped) do M.move(g, id, "discard") end
  else
    M.move(g, chosen, "discard")
  end
  return passed, chosen
end

return api
