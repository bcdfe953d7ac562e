-- Duel (C-29): challenge any player at any distance. The challenged player
-- discards a BANG! first (Calamity Janet: or a Missed!), then the two take
-- turns; the first who does not loses 1 life, and the player who played the
-- Duel counts as its source (C-36) even if they lose it. Missed! and Barrel
-- do not help, and the BANG!s discarded do not count toward the limit.
return {
  id = "duel",
  name = N_"Duel",
  text = N_"Challenge any player: starting with them, you each discard a BANG! in turn; the first who does not loses 1 life.",
  border = "brown",
  rule = "C-29",
  ai = { keep = 5.6, contest = true }, -- hints for the computer players (bot.lua)
  hostile = true,
  deck = { { "D", 12 }, { "S", 11 }, { "C", 8 } },
  choices = function(g, api, player, card)
    return api.target_choices(g, player, nil, N_"Play {card}: challenge {target}") -- any distance
  end,
  resolve = function(g, api, player, card, choice)
    local target = choice.target
    local turn, other = target, player
    while true do
      if not api.discard_bang(g, turn, N_"Duel with {other}: discard a BANG! or lose 1 life.",
                              { other = other }) then
        api.log_seats(g, "C-29", N_"{player} loses the Duel.", turn)
        api.lose_life(g, turn, 1, player, "duel", "C-29")
        return
      end
      turn, other = other, turn
    end
  end,
}
