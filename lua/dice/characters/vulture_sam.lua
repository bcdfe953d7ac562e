-- Vulture Sam (D-54): each time another player is eliminated, he gains 2
-- life (never above his maximum, D-2).
return {
  id = "vulture_sam",
  life = 9,
  name = N_"Vulture Sam",
  ability = N_"Each time another player is eliminated, you gain 2 life.",
  setup = function(g, seat, api)
    g:on("eliminated", seat, function(g, ev, owner)
      if ev.player == owner then return end
      if api.logging then
        api.log(g, "D-54", N_"{player} profits from the elimination of {victim}.",
                { player = owner, victim = ev.player })
      end
      api.heal(g, owner, 2, "D-54")
    end)
  end,
}
