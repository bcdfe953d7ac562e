-- Paul Regret (D-48): never loses life to the Gatling.
return {
  id = "paul_regret",
  life = 9,
  name = N_"Paul Regret",
  ability = N_"You never lose life to the Gatling.",
  setup = function(g, seat, api)
    g:on_own("before_damage", seat, function(g, ev, owner)
      if ev.cause ~= "gatling" or ev.amount <= 0 then return end
      ev.amount = 0
      if api.logging then
        api.log(g, "D-48", N_"{player} loses no life to the Gatling.", { player = owner })
      end
    end)
  end,
}
