-- Saloon (C-25): every player in play regains 1 life, the one who plays it
-- included. Not a Beer: never played out of turn, and it heals with two
-- players left (C-24 does not apply).
return {
  id = "saloon",
  name = N_"Saloon",
  text = N_"Every player in play regains 1 life, you included.",
  border = "brown",
  rule = "C-25",
  ai = { heals_all = 1 }, -- hints for the computer players (bot.lua)
  deck = { { "H", 5 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: everyone regains 1 life")
  end,
  resolve = function(g, api, player, card, choice)
    api.heal(g, player, 1, "C-25")
    for _, q in ipairs(api.others(g, player)) do api.heal(g, q, 1, "C-25") end
  end,
}
