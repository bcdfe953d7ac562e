-- Indians! (C-29): every other player, one at a time clockwise from the
-- player's left, discards a BANG! (Calamity Janet: or a Missed!) or loses
-- 1 life. Missed! and Barrel do not help. The end of the game is checked
-- once the whole card has resolved.
return {
  id = "indians",
  name = N_"Indians!",
  text = N_"Every other player discards a BANG! or loses 1 life.",
  border = "brown",
  rule = "C-29",
  ai = { keep = 5.6, hits = "shot" }, -- hints for the computer players (bot.lua)
  deck = { { "D", 13 }, { "D", 14 } },
  choices = function(g, api, player, card)
    return api.one_choice(N_"Play {card}: every other player discards a BANG! or loses 1 life")
  end,
  resolve = function(g, api, player, card, choice)
    for _, q in ipairs(api.others(g, player)) do
      if g:alive(q) then
        api.note_hostility(player, q, 1)
        if not api.discard_bang(g, q, N_"Indians! played by {source}: discard a BANG! or lose 1 life.",
                                { source = player }) then
          api.lose_life(g, q, 1, player, "indians", "C-29")
        end
      end
    end
  end,
}
