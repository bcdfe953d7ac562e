-- Rose Doolan (D-50): her "1" may hit a player up to 2 seats away, her "2" a
-- player 2 or 3 seats away. The use is logged when a shot's target is at a
-- distance only the ability allows.
return {
  id = "rose_doolan",
  life = 9,
  name = N_"Rose Doolan",
  ability = N_"Your \"1\" may hit a player up to 2 seats away, and your \"2\" a player 2 or 3 seats away.",
  setup = function(g, seat, api)
    g:on_own("shot_distances", seat, function(g, ev, owner)
      if ev.face == "2" and ev.in_play > 3 then
        ev.distances[2] = true
        ev.distances[3] = true
      else -- a "1", or a "2" acting as "1" (D-11)
        ev.distances[1] = true
        ev.distances[2] = true
      end
    end)
    g:on_own("before_shots", seat, function(g, ev, owner)
      if not api.logging then return end -- (this handler only tells the log)
      local in_play = #api.alive_seats(g)
      for _, shot in ipairs(ev.shots) do
        local normal = (shot.face == "2" and in_play > 3) and 2 or 1
        local d = api.distance(g, owner, shot.target)
        if d ~= normal then
          api.log(g, "D-50", NP_("{player} hits {target}, {n} seat away, with die {die}.", "{player} hits {target}, {n} seats away, with die {die}."),
                  { player = owner, target = shot.target, n = d, die = shot.die })
        end
      end
    end)
  end,
}
