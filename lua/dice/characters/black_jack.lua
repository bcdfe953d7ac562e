-- Black Jack (D-41): his Dynamite dice are not locked, he may reroll them
-- (the rules still end his rolling once three or more Dynamite show, D-7).
return {
  id = "black_jack",
  life = 8,
  name = N_"Black Jack",
  ability = N_"You may reroll Dynamite dice (but not once three or more are showing).",
  setup = function(g, seat, api)
    g:on_own("can_reroll_dynamite", seat, function(g, ev, owner)
      ev.allowed = true
      if api.logging then
        api.log(g, "D-41", N_"{player} may reroll Dynamite dice this turn.", { player = owner })
      end
    end)
  end,
}
