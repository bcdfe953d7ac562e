-- El Gringo (C-43): for each life point he loses to a card played by
-- another player, he takes a random card from that player's hand (nothing
-- once it is empty). Not for Dynamite (it has no source), nor for his own
-- Duel (FAQ Q20); taken once the card has finished its effects, and only if
-- he survived it (C-34, FAQ Q16).
return {
  id = "el_gringo",
  life = 3,
  name = N_"El Gringo",
  ability = N_"Each time you lose a life point to a card played by another player, you take a random card from that player's hand.",
  ai = { hurt = 0.85 }, -- hints for the computer players (bot.lua)
  on_own = {
    life_lost = {
      when = "card_finished", survived = true,
      run = function(g, api, ev, owner)
        local source = ev.source
        if not source or source == owner then return end
        for _ = 1, ev.amount do
          local id = api.random_hand_card(g, source)
          if not id then break end
          api.log(g, "C-43", N_"{player} takes a random card from {source}'s hand.",
                  { player = owner, source = source })
          api.log_taken(g, "C-43", id, owner, source)
          api.take(g, id, owner)
        end
      end,
    },
  },
}
