-- Jesse Jones (C-44): in phase 1 he may take his first card at random from
-- another player's hand ("draw <name>") instead of the deck ("draw deck");
-- the second card comes from the deck.

-- The usual draw (made once: options are read-only).
local DRAW_DECK = { cmd = "draw deck", label = N_"Draw both cards from the deck" }

return {
  id = "jesse_jones",
  life = 4,
  name = N_"Jesse Jones",
  ability = N_"In phase 1 you may take your first card at random from another player's hand instead of the deck.",
  on_own = {
    draw_phase = function(g, api, ev, owner)
      if ev.done then return end
      local options = { DRAW_DECK }
      for _, q in ipairs(api.around(g, owner)) do
        if g:count("hand", q) > 0 then
          options[#options + 1] = api.target_option(g, q, "draw", N_"Take a random card from {target}'s hand")
        end
      end
      local option = api.choose(g, owner, "draw_source", N_"Phase 1: where does your first card come from?",
                                nil, options)
      if not option.target then return end -- the usual two cards from the deck
      ev.done = true
      local id = api.random_hand_card(g, option.target)
      api.log_seats(g, "C-44", N_"{player} takes a random card from {target}'s hand.", owner, option.target)
      api.log_taken(g, "C-44", id, owner, option.target)
      api.take(g, id, owner)
      api.draw(g, owner, 1)
    end,
  },
}
