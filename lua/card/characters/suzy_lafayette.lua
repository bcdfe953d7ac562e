-- Suzy Lafayette (C-53): whenever her hand becomes empty, in or out of
-- turn, she draws a card; but not while a card is still being resolved
-- (FAQ Q21, Q12): she draws once the card that emptied her hand, or that
-- she was answering, has finished all its effects, if her hand is still
-- empty then.
return {
  id = "suzy_lafayette",
  life = 4,
  name = N_"Suzy Lafayette",
  ability = N_"As soon as you have no cards in your hand, you draw a card.",
  on_own = {
    hand_emptied = {
      when = "card_finished",
      run = function(g, api, ev, owner)
        if g:count("hand", owner) > 0 then return end
        api.log_seats(g, "C-53", N_"{player}'s hand is empty: they draw a card.", owner)
        api.draw(g, owner, 1, "C-53")
      end,
    },
  },
}
