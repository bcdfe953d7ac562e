-- Sid Ketchum (C-51): discard 2 cards to regain 1 life, as often as he
-- likes: in his turn ("ability" among the phase-2 options, below full
-- life) and when dying ("ability" in the save decision). It works with two
-- players left (C-24 is about Beer).

-- Discard two cards from the hand (he chooses), then regain 1 life.
local function heal(g, api, player)
  for i = 1, 2 do
    local options = api.hand_options(g, player, "discard", N_"Discard {card}")
    local option = api.choose(g, player, "ability_discard", N_"Discard a card ({n} of 2).", { n = i }, options)
    api.discard(g, option.card)
  end
  api.log_seats(g, "C-51", N_"{player} discards two cards to regain 1 life.", player)
  api.heal(g, player, 1, "C-51")
end

-- The option, with what it costs and gives for the computer players.
local function offer(options)
  options[#options + 1] = { cmd = "ability", label = N_"Discard two cards to regain 1 life",
                            run = heal, discards = 2, heals = 1 }
end

return {
  id = "sid_ketchum",
  life = 4,
  name = N_"Sid Ketchum",
  ability = N_"At any time, even when dying, you may discard 2 cards to regain 1 life.",
  on_own = {
    play_options = function(g, api, ev, owner)
      if g:count("hand", owner) >= 2 and g:life(owner) < g:max_life(owner) then
        offer(ev.options)
      end
    end,
    save_options = function(g, api, ev, owner)
      if g:count("hand", owner) >= 2 then offer(ev.options) end
    end,
  },
}
