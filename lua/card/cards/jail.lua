-- Jail (C-32): put in front of any other player except the Sheriff (and
-- not one who already has a Jail, C-9). At the start of their turn, after
-- a Dynamite check (C-7), they draw!: on a Heart they escape and play the
-- turn normally; otherwise they skip phases 1 and 2 (they still discard
-- down to their life, phase 3). The Jail is discarded either way.
return {
  id = "jail",
  name = N_"Jail",
  text = N_"Put in front of any other player except the Sheriff. At the start of their turn they draw!: unless it is a Heart they skip their turn. Then discard the Jail.",
  border = "blue",
  rule = "C-32",
  ai = { keep = 5.4 }, -- hints for the computer players (bot.lua)
  harmful = true,
  hostile = true,
  deck = { { "S", 11 }, { "S", 10 }, { "H", 4 } },
  start_order = 2,
  choices = function(g, api, player, card)
    -- Every other player but the Sheriff who has no Jail in play yet.
    return api.place_choices(g, player, "jail", N_"Put {target} in {card}", "sheriff")
  end,
  refuse = function(g, api, player, words)
    local q = api.seat_named(g, words[1])
    if q == player then return { id = N_"You cannot put yourself in Jail.", rule = "C-32" } end
    if q and g:role(q) == "sheriff" then
      return { id = N_"The Sheriff cannot be put in Jail.", rule = "C-32" }
    end
    if q and api.in_play(g, q, "jail") then
      return { id = N_"{target} is already in Jail.", args = { target = q }, rule = "C-9" }
    end
    return nil
  end,
  on_turn_start = function(g, api, player, card)
    local free = api.draw_check(g, player, "C-32", N_"the Jail",
                                function(_, suit) return suit == "H" end, N_"a Heart is needed to escape")
    api.discard(g, card)
    if free then
      api.log_seats(g, "C-32", N_"{player} escapes from Jail and plays the turn.", player)
      return nil
    end
    api.log_seats(g, "C-32", N_"{player} stays in Jail: no drawing and no playing this turn.", player)
    return "skip"
  end,
}
