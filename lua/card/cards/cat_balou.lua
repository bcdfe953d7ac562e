-- Cat Balou (C-28): at any distance, make a player discard a random card
-- from their hand ("play cat_balou bob hand") or a chosen card they have
-- in play ("play cat_balou bob barrel").
return {
  id = "cat_balou",
  name = N_"Cat Balou",
  text = N_"Make any player discard a card: a random card from their hand, or any card they have in play.",
  border = "brown",
  rule = "C-28",
  ai = { keep = 6.3 }, -- hints for the computer players (bot.lua)
  hostile = true,
  deck = { { "H", 13 }, { "D", 9 }, { "D", 10 }, { "D", 11 } },
  choices = function(g, api, player, card)
    return api.grab_choices(g, player, nil, N_"Play {card}: discard a random card from {target}'s hand",
                            N_"Play {card}: discard {target}'s {item}")
  end,
  refuse = function(g, api, player, words)
    local q = api.seat_named(g, words[1])
    if not q or q == player or not g:alive(q) then return nil end
    if g:count("hand", q) == 0 and g:count("play", q) == 0 then
      return { id = N_"{target} has no cards.", args = { target = q }, rule = "C-28" }
    end
    return nil
  end,
  resolve = function(g, api, player, card, choice)
    local id = api.grab_card(g, choice)
    if not id then return end
    api.log_card(g, "C-28", choice.from_hand and N_"{target} discards {card} from their hand."
                                              or N_"{target} discards {card} from play.",
                 id, nil, choice.target)
    api.discard(g, id)
  end,
}
