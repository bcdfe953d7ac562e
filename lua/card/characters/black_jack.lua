-- Black Jack (C-41): in phase 1 he shows the second card he draws; on a
-- Heart or a Diamond he draws one more card (not shown).
return {
  id = "black_jack",
  life = 4,
  name = N_"Black Jack",
  ability = N_"In phase 1 you show the second card you draw: if it is a Heart or a Diamond, you draw one more card.",
  on_own = {
    draw_phase = function(g, api, ev, owner)
      if ev.done then return end
      ev.done = true
      api.draw(g, owner, 1)
      local id = api.deck_top(g)
      if not id then return end
      api.take(g, id, owner)
      local _, suit = g:card(id)
      api.log_card(g, "C-41", N_"{player} draws and shows {card} ({value}).", id, owner)
      if suit == "H" or suit == "D" then
        api.log_seats(g, "C-41", N_"It is red: {player} draws one more card.", owner)
        api.draw(g, owner, 1, "C-41")
      end
    end,
  },
}
