-- Slab the Killer (D-52): once per turn he may spend a Beer die to double a
-- "1" or "2": that shot costs its target 2 life, and the Beer heals nobody.
return {
  id = "slab_the_killer",
  life = 8,
  name = N_"Slab the Killer",
  ability = N_"Once per turn you may use a Beer die to double a \"1\" or \"2\": that player loses 2 life and the Beer heals nobody.",
  setup = function(g, seat, api)
    local used_turn = nil
    g:on_own("before_shots", seat, function(g, ev, owner)
      if used_turn == g:turn() then return end
      if #ev.beers == 0 or #ev.shots == 0 then return end
      local options = {}
      for _, shot in ipairs(ev.shots) do
        options[#options + 1] = { cmd = "double " .. shot.die,
                                  label = N_"Double die {die} against {target}",
                                  args = { die = shot.die, target = shot.target },
                                  shot = shot }
      end
      options[#options + 1] = { cmd = "skip", label = N_"Do not double a shot" }
      local option = api.choose(g, owner, "double",
        N_"Use a Beer die to double a \"1\" or \"2\"?", nil, options)
      if option.cmd == "skip" then return end
      used_turn = g:turn()
      option.shot.amount = 2
      local beer = table.remove(ev.beers) -- the same list the Beers resolve from
      if api.logging then
        api.log(g, "D-52", N_"{player} uses the Beer of die {beer} to double die {die} against {target}.",
                { player = owner, beer = beer, die = option.shot.die, target = option.shot.target })
      end
    end)
  end,
}
