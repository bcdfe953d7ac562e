-- Suzy Lafayette (D-53): at the end of her turn, if her final dice show no
-- "1" and no "2", she gains 2 life.
return {
  id = "suzy_lafayette",
  life = 8,
  name = N_"Suzy Lafayette",
  ability = N_"At the end of your turn, if your dice show no \"1\" or \"2\", you gain 2 life.",
  setup = function(g, seat, api)
    g:on_own("turn_end", seat, function(g, ev, owner)
      for _, face in pairs(ev.faces) do
        if face == "1" or face == "2" then return end
      end
      if api.logging then
        api.log(g, "D-53", N_"{player} ends the turn with no \"1\" or \"2\" showing.",
                { player = owner })
      end
      api.heal(g, owner, 2, "D-53")
    end)
  end,
}
