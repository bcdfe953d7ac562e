-- Doc Holyday (the example mod "frontier"): a new character for the dice
-- game. When his Gatling fires (three or more Gatling faces, D-13), he
-- also regains 1 life.
return {
  id = "doc_holyday",
  life = 8,
  name = N_"Doc Holyday",
  ability = N_"Your Gatling also makes you regain 1 life.",
  setup = function(g, seat, api)
    g:on("gatling_threshold", seat, function(g, ev, owner)
      if ev.player == owner and ev.count >= ev.needed then
        api.heal(g, owner, 1, "D-13")
      end
    end)
  end,
}
