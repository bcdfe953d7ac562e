-- El Gringo (D-43): a player whose "1", "2" or Gatling makes him lose life
-- must take an arrow, one per die (the Gatling counts as one). Not for
-- Indians or Dynamite, which have no player as their source.
return {
  id = "el_gringo",
  life = 7,
  name = N_"El Gringo",
  ability = N_"When a player's die makes you lose life, that player takes an arrow (one per die; not for Indians or Dynamite).",
  setup = function(g, seat, api)
    g:on_own("life_lost", seat, function(g, ev, owner)
      if ev.cause ~= "shot" and ev.cause ~= "gatling" then return end
      if not ev.source or ev.source == owner or not g:alive(ev.source) then return end
      if api.logging then
        api.log(g, "D-43", N_"{source} made {player} lose life and must take an arrow.",
                { player = owner, source = ev.source })
      end
      api.owe_arrow(g, ev.source, "D-43")
    end)
  end,
}
