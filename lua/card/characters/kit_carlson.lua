-- Kit Carlson (C-46): in phase 1 he looks at the top 3 cards of the deck,
-- keeps 2 and puts the third back on top ("back <type>", or "back bang_5c"
-- to tell two cards of one type apart). The cards wait on
-- the table zone while he chooses; the log does not name them (only he sees
-- them, in the decision's options).
return {
  id = "kit_carlson",
  life = 4,
  name = N_"Kit Carlson",
  ability = N_"In phase 1 you look at the top three cards of the deck, keep two and put the other back on top.",
  on_own = {
    draw_phase = function(g, api, ev, owner)
      if ev.done then return end
      ev.done = true
      local seen = {}
      for _ = 1, 3 do
        local id = api.deck_top(g)
        if not id then break end
        g:move(id, "table")
        seen[#seen + 1] = id
      end
      local back
      if #seen == 3 then
        -- "back <type>", or "back bang_5c" when two cards share a type: the
        -- suit matters to the next draw!.
        local options, copies = {}, {}
        for _, id in ipairs(seen) do
          local type = g:card(id)
          copies[type] = (copies[type] or 0) + 1
        end
        local offered = {}
        for _, id in ipairs(seen) do
          local type = g:card(id)
          local name = copies[type] > 1 and api.notation(g, id):gsub(" ", "_") or type
          -- Two identical cards (the two Stagecoach 9 of Spades) are one choice.
          if not offered[name] then
            offered[name] = true
            options[#options + 1] = { cmd = "back " .. name, label = N_"Put {card} ({value}) back on the deck",
                                      args = { card = api.card_arg(g, id), value = api.mark(g, id) },
                                      card = id }
          end
        end
        back = api.choose(g, owner, "put_back", N_"Kit Carlson: which card goes back on top of the deck?",
                          nil, options).card
      end
      local kept = 0
      for _, id in ipairs(seen) do
        if id ~= back then
          api.take(g, id, owner)
          kept = kept + 1
        end
      end
      if back then g:move(back, "deck") end
      api.log(g, "C-46", NP_("{player} looks at the top card and keeps {kept}.", "{player} looks at the top {n} cards and keeps {kept}."),
              { player = owner, n = #seen, kept = kept, back = back and 1 or 0 })
    end,
  },
}
