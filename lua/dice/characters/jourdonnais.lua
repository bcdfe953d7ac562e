-- Jourdonnais (D-45): never loses more than 1 life to an Indian attack,
-- however many arrows he holds.
return {
  id = "jourdonnais",
  life = 7,
  name = N_"Jourdonnais",
  ability = N_"You never lose more than 1 life to an Indian attack.",
  setup = function(g, seat, api)
    g:on_own("before_damage", seat, function(g, ev, owner)
      if ev.cause ~= "indians" or ev.amount <= 1 then return end
      ev.amount = 1
      if api.logging then
        api.log(g, "D-45", N_"{player} loses only 1 life to the Indians.", { player = owner })
      end
    end)
  end,
}
