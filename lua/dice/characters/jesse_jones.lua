-- Jesse Jones (D-44): if he has 4 life or less when his Beers resolve, each
-- Beer he uses on himself gives 2 life (at 4 life, two Beers give +4).
return {
  id = "jesse_jones",
  life = 9,
  name = N_"Jesse Jones",
  ability = N_"If you have 4 life or less when your Beers resolve, each Beer you use on yourself gives you 2 life.",
  setup = function(g, seat, api)
    g:on_own("beer", seat, function(g, ev, owner)
      if ev.target ~= owner then return end
      if ev.start_life > 4 then return end
      ev.amount = 2
      if api.logging then
        api.log(g, "D-44", N_"{player} had 4 life or less: the Beer gives 2 life.",
                { player = owner })
      end
    end)
  end,
}
