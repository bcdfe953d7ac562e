-- Lucky Duke (D-47): one extra reroll, three instead of two (four rolls in
-- all counting the first).
return {
  id = "lucky_duke",
  life = 8,
  name = N_"Lucky Duke",
  ability = N_"You may reroll three times instead of two.",
  setup = function(g, seat, api)
    g:on_own("reroll_limit", seat, function(g, ev, owner)
      ev.rerolls = 3
      if api.logging then
        api.log(g, "D-47", N_"{player} may reroll up to three times.", { player = owner })
      end
    end)
  end,
}
