-- Dynamite (C-33): put in front of yourself. At the start of its owner's
-- turn, before Jail (C-7): draw!; on a Spade 2-9 it explodes (discarded,
-- then 3 life lost, caused by nobody: no reward, no penalty, no El Gringo),
-- otherwise it passes to the next player in play on the left. The draw!
-- "succeeds" when it does not explode.
local function safe(_, suit, value)
  return not (suit == "S" and value >= 2 and value <= 9)
end

return {
  id = "dynamite",
  name = N_"Dynamite",
  text = N_"Put in front of yourself. At the start of your turn, draw!: on a Spade 2 to 9 it explodes and you lose 3 life; otherwise pass it to the player on your left.",
  border = "blue",
  rule = "C-33",
  ai = { keep = 1.2, explodes = 0.125, damage = 3 }, -- hints for the computer players (bot.lua)
  harmful = true,
  deck = { { "H", 2 } },
  start_order = 1,
  on_turn_start = function(g, api, player, card)
    if api.draw_check(g, player, "C-33", N_"the Dynamite", safe,
                      N_"it explodes only on a Spade from 2 to 9") then
      local q = api.next_alive(g, player)
      if q ~= player then
        g:move(card, "play", q)
        api.log_seats(g, "C-33", N_"The Dynamite passes to {target}.", nil, q)
      end
      return nil
    end
    api.log_seats(g, "C-33", N_"The Dynamite explodes in front of {player}!", player)
    api.discard(g, card)
    api.lose_life(g, player, 3, nil, "dynamite", "C-33")
    return nil
  end,
}
