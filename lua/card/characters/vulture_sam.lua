-- Vulture Sam (C-54): takes all cards of every eliminated player into his
-- hand (before the Sheriff's penalty, C-36 ruling: the rules announce the
-- elimination before they reward or penalize).
return {
  id = "vulture_sam",
  life = 4,
  name = N_"Vulture Sam",
  ability = N_"Whenever a character is eliminated, you take all the cards they had in hand and in play into your hand.",
  on = {
    eliminated = function(g, api, ev, owner)
      if ev.player == owner or #ev.cards == 0 then return end
      for _, id in ipairs(ev.cards) do g:move(id, "hand", owner) end
      api.log(g, "C-54", N_"{player} takes all of {victim}'s cards.", { player = owner, victim = ev.player })
    end,
  },
}
