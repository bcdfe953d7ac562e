-- Gatling (C-29): a BANG! at every other player, one at a time clockwise
-- from the player's left; each may cancel their share with a Missed! or a
-- Barrel. Not a card named BANG!: no per-turn limit, and Slab the Killer's
-- double Missed! does not apply (C-52). The end of the game is checked once
-- the whole card has resolved (rules.lua settles after the card).
return {
  id = "gatling",
  name = N_"Gatling",
  text = N_"Shoot every other player: each loses 1 life unless they play a Missed! It does not count as your BANG!",
  border = "brown",
  rule = "C-29",
  ai = { keep = 6, hits = "dodge" }, -- hints for the computer players (bot.lua)
  deck = { { "H", 10 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: shoot every other player")
  end,
  resolve = function(g, api, player, card, choice)
    for _, q in ipairs(api.others(g, player)) do
      if g:alive(q) then
        api.note_hostility(player, q, 1)
        api.log_seats(g, "C-29", N_"The Gatling shoots at {target}.", nil, q)
        api.shoot(g, player, q, "gatling", 1, "C-29")
      end
    end
  end,
}
