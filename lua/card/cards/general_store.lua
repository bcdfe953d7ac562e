-- General Store (C-27): reveal one card from the deck per player in play
-- onto the table; starting with the player who played it and going
-- clockwise, each takes one ("pick <type>": one option per type on the
-- table; the last player gets the last card without being asked).
return {
  id = "general_store",
  name = N_"General Store",
  text = N_"Reveal one card from the deck for each player in play. Starting with you and going clockwise, each player takes one.",
  border = "brown",
  rule = "C-27",
  ai = { keep = 5, play = 90 }, -- hints for the computer players (bot.lua)
  deck = { { "C", 9 }, { "S", 12 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: everyone takes a card")
  end,
  resolve = function(g, api, player, card, choice)
    local order = api.others(g, player)
    table.insert(order, 1, player)
    for _ = 1, #order do
      local id = api.deck_top(g)
      if not id then break end
      g:move(id, "table")
      api.log_card(g, "C-27", N_"General Store: {card} ({value}) is revealed.", id)
    end
    for _, q in ipairs(order) do
      if g:count("table") == 0 then break end
      -- "pick <type>": one option per type on the table.
      local options = api.table_options(g, "pick", N_"Take {card}")
      local option = api.choose(g, q, "general_store", N_"General Store: take one card.", nil, options)
      api.take(g, option.card, q)
      api.log_card(g, "C-27", N_"{player} takes {card} from the General Store.", option.card, q)
    end
  end,
}
