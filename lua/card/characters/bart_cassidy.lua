-- Bart Cassidy (C-40): each life point he loses draws him a card (three for
-- the Dynamite, FAQ Q23), once the card that hurt him has finished its
-- effects, and only if he survived it: at 0 life the save comes first and a
-- card he would have drawn cannot save him (C-34, FAQ Q16).
return {
  id = "bart_cassidy",
  life = 4,
  name = N_"Bart Cassidy",
  ability = N_"Each time you lose a life point, you draw a card.",
  ai = { hurt = 0.85 }, -- hints for the computer players (bot.lua)
  on_own = {
    life_lost = {
      when = "card_finished", survived = true,
      run = function(g, api, ev, owner)
        api.log_seats(g, "C-40", N_"{player} draws a card for each life point lost.", owner)
        api.draw(g, owner, ev.amount, "C-40")
      end,
    },
  },
}
