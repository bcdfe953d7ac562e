-- Bart Cassidy (C-40): each life point he loses draws him a card, before
-- the lethal-damage check (C-34 ruling: a Beer drawn this way can save him).
return {
  id = "bart_cassidy",
  life = 4,
  name = N_"Bart Cassidy",
  ability = N_"Each time you lose a life point, you draw a card.",
  setup = function(g, seat, api)
    g:on("life_lost", seat, function(g, ev, owner)
      if ev.player ~= owner or ev.amount <= 0 then return end
      api.log(g, "C-40", N_"{player} draws a card for each life point lost.", { player = owner })
      api.draw(g, owner, ev.amount, "C-40")
    end)
  end,
}
