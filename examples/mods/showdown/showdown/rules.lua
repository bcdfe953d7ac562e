-- rules.lua: Showdown, a toy game (rulebook.lua). Each player has 3 life
-- and the counter `bullets` (g:set_counter); a turn is one decision of
-- kind "action": `load`, or `shoot NAME` with a bullet. The last one
-- standing wins (g:finish).
local rules = {}

local LIFE, GUN = 3, 3
local TURN_OVER = {} -- (never raised: every turn is one decision)

rules.names = { role = {} }
rules.public = {}

function rules.setup(g, characters, cards)
  local table_preset = g:preset()
  for p = 1, g:players() do
    local preset = g:preset(p)
    g:set_max_life(p, LIFE)
    g:set_life(p, preset.life or LIFE)
    g:set_counter(p, "bullets", preset.bullets or (table_preset.loaded and 1 or 0))
    if g:counter(p, "bullets") > GUN then error("a gun holds at most 3 bullets", 0) end
  end
  rules.first = table_preset.first or 1
end

local function in_play(g)
  local list = {}
  for p = 1, g:players() do if g:alive(p) then list[#list + 1] = p end end
  return list
end

local function turn(g, p)
  local bullets = g:counter(p, "bullets")
  local options = {}
  if bullets < GUN then
    options[1] = { cmd = "load", label = N_"Load a bullet" }
  end
  if bullets > 0 then
    for _, q in ipairs(in_play(g)) do
      if q ~= p then
        options[#options + 1] = { cmd = "shoot " .. g:name(q):lower(), label = N_"Shoot {target}",
                                  args = { target = q }, target = q }
      end
    end
  end
  local option = prelude.ask(g, p, "action", N_"Load or shoot?", { n = bullets }, options)
  if not option.target then
    g:set_counter(p, "bullets", bullets + 1)
    g:log("SD-3", N_"{player} loads: {n} in the gun.", { player = p, n = bullets + 1 })
    return
  end
  local q = option.target
  g:set_counter(p, "bullets", bullets - 1)
  local life = g:set_life(q, g:life(q) - 1)
  g:log("SD-4", N_"{player} shoots {target}, who has {n} life left.", { player = p, target = q, n = life })
  if life == 0 then
    g:eliminate(q, p)
    g:log("SD-5", N_"{player} is out.", { player = q })
    local left = in_play(g)
    if #left == 1 then
      g:log("SD-1", N_"{player} is the last one standing and wins.", { player = left[1] })
      g:finish { id = N_"{player} is the last one standing and wins.", args = { player = left[1] },
                 winners = { left[1] }, rule = "SD-1" }
      error(prelude.GAME_OVER, 0)
    end
  end
end

function rules.play(g)
  prelude.play_turns(g, rules.first, TURN_OVER, turn, "SD-2")
end

function rules.refuse(g, decision, typed)
  local verb = typed:match("^(%S+)")
  if verb == "load" and g:counter(decision.player, "bullets") >= GUN then
    return { id = N_"Your gun is full: shoot.", rule = "SD-3" }
  end
  if verb == "shoot" and g:counter(decision.player, "bullets") == 0 then
    return { id = N_"Your gun is empty: load first.", rule = "SD-4" }
  end
  return prelude.examples_reason(decision)
end

return rules
