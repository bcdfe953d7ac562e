-- Kit Carlson (D-46): for each Gatling die he may discard one arrow from any
-- player in play, himself included; the arrow goes back to the pile. With
-- enough Gatling dice he also fires the Gatling (D-13, the rules do that).

-- The answer that ends the discarding, made once (options are only read).
local SKIP = { cmd = "skip", label = N_"Discard no more arrows" }

return {
  id = "kit_carlson",
  life = 7,
  name = N_"Kit Carlson",
  ability = N_"For each Gatling die you may discard one arrow from any player, yourself included.",
  setup = function(g, seat, api)
    g:on_own("gatling_dice", seat, function(g, ev, owner)
      for i = 1, ev.count do
        local holders = {}
        for _, p in ipairs(api.alive_seats(g)) do
          if g:counter(p, "arrows") > 0 then holders[#holders + 1] = p end
        end
        if #holders == 0 then return end
        local options = api.target_list(g, holders, "discard_arrow",
                                        N_"Discard an arrow held by {target}", SKIP)
        local option = api.choose(g, owner, "discard_arrow",
          N_"Gatling die {n} of {count}: discard an arrow from a player?",
          { n = i, count = ev.count }, options)
        if option.cmd == "skip" then return end
        local target = option.target
        g:move_counter(target, "arrows", -1) -- back to the pile
        if api.logging and target == owner then -- not "kit discards an arrow held by kit"
          api.log(g, "D-46", N_"{player} discards one of their own arrows ({pile} in the pile).",
                  { player = owner, pile = g:pile() })
        elseif api.logging then
          api.log(g, "D-46",
            N_"{player} discards an arrow held by {target} ({pile} in the pile).",
            { player = owner, target = target, pile = g:pile() })
        end
      end
    end)
  end,
}
