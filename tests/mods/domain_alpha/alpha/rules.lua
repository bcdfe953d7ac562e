-- rules.lua: a test mod's game (tests/mod_domains.sh): each player in turn
-- aims; the first to aim twice wins.
local rules = { names = { role = {} }, public = {} }
local TURN_OVER = {}

function rules.setup(g)
  for p = 1, g:players() do
    g:set_max_life(p, 1)
    g:set_life(p, 1)
    g:set_counter(p, "shots", 0)
  end
end

local function turn(g, p)
  prelude.ask(g, p, "action", N_"Aim?", {}, { { cmd = "aim", label = N_"Aim" } })
  local n = g:counter(p, "shots") + 1
  g:set_counter(p, "shots", n)
  if n == 2 then
    g:finish { id = N_"{player} wins.", args = { player = p }, winners = { p } }
    error(prelude.GAME_OVER, 0)
  end
end

function rules.play(g)
  prelude.play_turns(g, 1, TURN_OVER, turn)
end

return rules
