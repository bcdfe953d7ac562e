-- Panic! (C-28): take a card from a player at distance 1 (the weapon does
-- not matter, C-15): a random card from their hand ("play panic bob hand")
-- or a chosen card they have in play ("play panic bob barrel").
return {
  id = "panic",
  name = N_"Panic!",
  text = N_"Take a card from a player at distance 1: a random card from their hand, or any card they have in play.",
  border = "brown",
  rule = "C-28",
  ai = { keep = 6.9, steals = true }, -- hints for the computer players (bot.lua)
  hostile = true,
  deck = { { "H", 11 }, { "H", 12 }, { "H", 14 }, { "D", 8 } },
  choices = function(g, api, player, card)
    return api.grab_choices(g, player, 1, N_"Play {card}: take a random card from {target}'s hand",
                            N_"Play {card}: take {target}'s {item}")
  end,
  refuse = function(g, api, player, words)
    local q = api.seat_named(g, words[1])
    if not q or q == player or not g:alive(q) then return nil end
    if g:count("hand", q) == 0 and g:count("play", q) == 0 then
      return { id = N_"{target} has no cards.", args = { target = q }, rule = "C-28" }
    end
    local distance = api.distance(g, player, q)
    if distance > 1 then
      return { id = N_"{target} is at distance {distance}: Panic! reaches only distance 1, whatever your weapon.",
               args = { target = q, distance = distance }, rule = "C-15" }
    end
    return nil
  end,
  resolve = function(g, api, player, card, choice)
    local id = api.grab_card(g, choice)
    if not id then return end
    if choice.from_hand then
      api.log_seats(g, "C-28", N_"{player} takes a random card from {target}'s hand.", player, choice.target)
      api.log_taken(g, "C-28", id, player, choice.target)
    else
      api.log_card(g, "C-28", N_"{player} takes {target}'s {card}.", id, player, choice.target)
    end
    api.take(g, id, player)
  end,
}
