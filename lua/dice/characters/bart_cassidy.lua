-- Bart Cassidy (D-40): when a "1", a "2" or the Gatling would cost him life,
-- he may take an arrow from the pile instead of each life point, unless it
-- would be the last arrow in the pile. No help against Indians or Dynamite.

-- The question and its two answers, the same every time (a decision only
-- reads them).
local QUESTION = NP_("{source} hits you for {n} life: take an arrow instead of losing 1 life?", "{source} hits you for {n} life: take an arrow instead of losing 1 life?")
local ANSWERS = {
  { cmd = "take_arrow", label = N_"Take an arrow instead" },
  { cmd = "lose_life", label = N_"Lose the life" },
}

return {
  id = "bart_cassidy",
  life = 8,
  name = N_"Bart Cassidy",
  ability = N_"You may take an arrow instead of losing 1 life (not against Indians or Dynamite, and not the last arrow in the pile).",
  setup = function(g, seat, api)
    g:on_own("before_damage", seat, function(g, ev, owner)
      if ev.cause ~= "shot" and ev.cause ~= "gatling" then return end
      local points = ev.amount
      for _ = 1, points do
        -- The last arrow can never be taken this way (no Indian attack here).
        if ev.amount <= 0 or g:pile() <= 1 then return end
        local option = api.choose(g, owner, "take_arrow", QUESTION,
                                  { source = ev.source, n = ev.amount }, ANSWERS)
        if option.cmd ~= "take_arrow" then return end
        g:move_counter(owner, "arrows", 1) -- from the pile
        ev.amount = ev.amount - 1
        if api.logging then
          api.log(g, "D-40",
            NP_("{player} takes an arrow instead of losing a life ({n} held, {pile} in the pile).", "{player} takes an arrow instead of losing a life ({n} held, {pile} in the pile)."),
            { player = owner, n = g:counter(owner, "arrows"), pile = g:pile() })
        end
      end
    end)
  end,
}
