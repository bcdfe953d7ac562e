-- Belle Starr (the example mod "frontier"): a new character for the card
-- game. In phase 1 she draws 3 cards instead of 2: a `draw_phase` handler
-- that does the drawing and marks the phase done (C-8).
return {
  id = "belle_starr",
  life = 4,
  name = N_"Belle Starr",
  ability = N_"In phase 1 you draw 3 cards instead of 2.",
  on = {
    draw_phase = function(g, api, ev, owner)
      if ev.player ~= owner or ev.done then return end
      ev.done = true
      api.draw(g, owner, 3, "C-8")
    end,
  },
}
