-- Pedro Ramirez (D-49): each time he loses a life point he may return one of
-- his arrows to the pile; he still loses the life.

-- His two answers, the same every time (a decision only reads them).
local ANSWERS = {
  { cmd = "return_arrow", label = N_"Return an arrow" },
  { cmd = "keep", label = N_"Keep your arrows" },
}

return {
  id = "pedro_ramirez",
  life = 8,
  name = N_"Pedro Ramirez",
  ability = N_"Each time you lose a life point, you may return one of your arrows to the pile.",
  setup = function(g, seat, api)
    g:on_own("life_lost", seat, function(g, ev, owner)
      -- No choice worth asking when every arrow goes back anyway: after an
      -- Indian attack (D-9) or on his elimination (D-14).
      if ev.cause == "indians" or g:life(owner) == 0 then return end
      for _ = 1, ev.amount do
        if g:counter(owner, "arrows") == 0 then return end
        local option = api.choose(g, owner, "return_arrow",
          N_"You lost a life point: return one of your arrows to the pile?", nil, ANSWERS)
        if option.cmd ~= "return_arrow" then return end
        g:move_counter(owner, "arrows", -1) -- back to the pile
        if api.logging then
          api.log(g, "D-49",
            NP_("{player} returns an arrow to the pile ({n} held, {pile} in the pile).", "{player} returns an arrow to the pile ({n} held, {pile} in the pile)."),
            { player = owner, n = g:counter(owner, "arrows"), pile = g:pile() })
        end
      end
    end)
  end,
}
