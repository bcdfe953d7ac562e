-- BANG! (C-20): shoot one player within range; one per turn unless the
-- Volcanic or Willy the Kid lifts the limit. Slab the Killer's need two
-- Missed! (C-52).
return {
  id = "bang",
  name = N_"BANG!",
  text = N_"Shoot a player within your weapon's range: they lose 1 life unless they play a Missed! One BANG! per turn.",
  border = "brown",
  rule = "C-20",
  hostile = true,
  shot = true,
  deck = {
    { "S", 14 },
    { "D", 2 }, { "D", 3 }, { "D", 4 }, { "D", 5 }, { "D", 6 }, { "D", 7 }, { "D", 8 },
    { "D", 9 }, { "D", 10 }, { "D", 11 }, { "D", 12 }, { "D", 13 }, { "D", 14 },
    { "C", 2 }, { "C", 3 }, { "C", 4 }, { "C", 5 }, { "C", 6 }, { "C", 7 }, { "C", 8 }, { "C", 9 },
    { "H", 12 }, { "H", 13 }, { "H", 14 },
  },
  choices = function(g, api, player, card)
    if not api.bang_allowed(g, player) then return {} end
    -- C-14, C-15: every other player within the weapon's range.
    return api.target_choices(g, player, api.reach(g, player), N_"Play {card} at {target}")
  end,
  refuse = function(g, api, player, words)
    local q = api.seat_named(g, words[1])
    if not q or q == player or not g:alive(q) then return nil end
    local distance, range = api.distance(g, player, q), api.reach(g, player)
    if distance > range then -- C-14
      return { id = N_"{target} is at distance {distance}, and your weapon reaches only {range}.",
               args = { target = q, distance = distance, range = range }, rule = "C-14" }
    end
    return nil
  end,
  resolve = function(g, api, player, card, choice)
    api.count_bang(g)
    local needed = api.character_of(player).bang_needs or 1 -- Slab the Killer
    if needed > 1 then
      api.log(g, "C-52", NP_("{target} needs {n} Missed! effect to cancel this BANG!", "{target} needs {n} Missed! effects to cancel this BANG!"),
              { target = choice.target, n = needed })
    end
    api.shoot(g, player, choice.target, "bang", needed, "C-20")
  end,
}
