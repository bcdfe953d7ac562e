-- Willy the Kid (D-55): fires the Gatling with only 2 Gatling dice, still
-- once per turn (the rules keep that limit).
return {
  id = "willy_the_kid",
  life = 8,
  name = N_"Willy the Kid",
  ability = N_"You fire the Gatling with only 2 Gatling dice (still once per turn).",
  setup = function(g, seat, api)
    g:on_own("gatling_threshold", seat, function(g, ev, owner)
      ev.needed = 2
      if ev.count == 2 and api.logging then
        api.log(g, "D-55", N_"{player} needs only 2 Gatling dice.", { player = owner })
      end
    end)
  end,
}
