-- Calamity Janet (D-42): her "1" may also hit at the "2" distance and her
-- "2" at the "1" distance. The use is logged when a shot's target is at a
-- distance only the ability allows.
return {
  id = "calamity_janet",
  life = 8,
  name = N_"Calamity Janet",
  ability = N_"You may use a \"1\" as a \"2\" and a \"2\" as a \"1\".",
  setup = function(g, seat, api)
    g:on_own("shot_distances", seat, function(g, ev, owner)
      ev.distances[1] = true
      if ev.in_play > 3 then ev.distances[2] = true end -- D-11: else "2" is "1"
    end)
    g:on_own("before_shots", seat, function(g, ev, owner)
      if not api.logging then return end -- (this handler only tells the log)
      local in_play = #api.alive_seats(g)
      for _, shot in ipairs(ev.shots) do
        local normal = (shot.face == "2" and in_play > 3) and 2 or 1
        if api.distance(g, owner, shot.target) ~= normal then
          local other = shot.face == "1" and "2" or "1"
          api.log(g, "D-42", N_"{player} uses die {die} as a {face} against {target}.",
                  { player = owner, die = shot.die, face = api.face_name(other),
                    target = shot.target })
        end
      end
    end)
  end,
}
