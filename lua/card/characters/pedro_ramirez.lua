-- Pedro Ramirez (C-49): in phase 1 he may take the top card of the discard
-- pile ("draw discard") instead of his first card from the deck ("draw
-- deck"); the second card comes from the deck.
return {
  id = "pedro_ramirez",
  life = 4,
  name = N_"Pedro Ramirez",
  ability = N_"In phase 1 you may take the top card of the discard pile instead of your first card from the deck.",
  -- C-35: a player eliminated just before his turn chooses that top card.
  draws_from_discard = true,
  on_own = {
    draw_phase = function(g, api, ev, owner)
      if ev.done then return end
      local top = g:top("discard")
      if not top then return end
      local option = api.choose(g, owner, "draw_source", N_"Phase 1: where does your first card come from?", nil, {
        { cmd = "draw deck", label = N_"Draw both cards from the deck" },
        { cmd = "draw discard", label = N_"Take {card} ({value}) from the discard pile",
          args = { card = api.card_arg(g, top), value = api.mark(g, top) }, discard = true },
      })
      if not option.discard then return end
      ev.done = true
      api.log_card(g, "C-49", N_"{player} takes {card} from the discard pile.", top, owner)
      api.take(g, top, owner)
      api.draw(g, owner, 1)
    end,
  },
}
