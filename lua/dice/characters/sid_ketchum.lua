-- Sid Ketchum (D-51): at the start of his turn, a player of his choice in
-- play (himself allowed) gains 1 life.
local NAME = N_"Sid Ketchum"

return {
  id = "sid_ketchum",
  life = 8,
  name = NAME,
  ability = N_"At the start of your turn, a player of your choice (you too) gains 1 life.",
  setup = function(g, seat, api)
    g:on_own("turn_start", seat, function(g, ev, owner)
      -- The question says whose ability asks it: the turn has not rolled yet.
      local option = api.choose(g, owner, "heal", N_"{character}, your ability: who gains 1 life?",
        { character = NAME },
        api.target_list(g, api.alive_seats(g), "heal", N_"Heal {target}"))
      if api.logging and option.target == owner then -- not "bob chooses bob"
        api.log(g, "D-51", N_"{player} chooses to gain 1 life.", { player = owner })
      elseif api.logging then
        api.log(g, "D-51", N_"{player} chooses {target} to gain 1 life.",
                { player = owner, target = option.target })
      end
      api.heal(g, option.target, 1, "D-51", owner)
    end)
  end,
}
