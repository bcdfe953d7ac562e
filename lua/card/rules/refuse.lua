-- rules/refuse.lua: why a typed "play <card> ..." is not among the options
-- (a reason and the rule that forbids it), for the prompt and scenarios:
-- no such card, not in your hand, out of turn (C-10), the BANG! limit
-- (C-20), a second card of one name in play (C-9), a target where the card
-- takes none or none where it needs one, no such player, yourself, a player
-- out of the game (C-35), then the card's own `refuse` (range, C-14 and
-- C-15; who may be jailed, C-32; ...), and last what the card does allow.
-- Each reason cites the card's own rule (its `rule` field) unless a more
-- precise one applies.

local core = require "rules.core"
local api = core.api

-- The options of this decision for "play <what>" (as typed: lower case).
local function options_for(decision, what)
  local list, prefix = {}, "play " .. what
  for _, option in ipairs(decision.options or {}) do
    local cmd = option.cmd and option.cmd:lower()
    if cmd == prefix or (cmd and cmd:sub(1, #prefix + 1) == prefix .. " ") then list[#list + 1] = cmd end
  end
  return list
end

-- The card scripts p may play this card as (C-42: a character's
-- `substitutes`), found by traits.
local function played_as(p, script)
  local list = {}
  local substitutes = api.character_of(p).substitutes
  if not substitutes then return list end
  local effects = {}
  for effect in pairs(substitutes) do effects[#effects + 1] = effect end
  table.sort(effects)
  for _, effect in ipairs(effects) do
    local as = api.card_with(effect)
    if as and not script[effect] and api.serves_as(p, script, effect) then list[#list + 1] = as end
  end
  return list
end

-- What the card allows: an example command (the first offered), or nil.
local function example_reason(id, args, rule, examples)
  if not examples[1] then return nil end
  args.example = examples[1]
  return { id = id, args = args, rule = rule }
end

local function refuse(g, decision, typed)
  typed = typed:lower()
  local words = {}
  for word in typed:gmatch("%S+") do words[#words + 1] = word end
  if words[1] ~= "play" then return prelude.examples_reason(decision) end
  local p = decision.player
  local what = words[2]
  if not what then
    local examples = {}
    for _, option in ipairs(decision.options or {}) do
      if option.cmd and option.cmd:sub(1, 5) == "play " then examples[#examples + 1] = option.cmd end
    end
    return example_reason(N_"Name a card from your hand, for example: {example}.", {}, nil, examples)
  end
  local script = core.cards[what]
  if not script then
    return { id = N_"There is no card called {name}.", args = { name = what } }
  end
  local has = false
  for _, id in ipairs(g:cards("hand", p)) do if g:card(id) == what then has = true end end
  if not has then
    return { id = N_"You have no {card} in your hand.", args = { card = script.name } }
  end
  local rule = script.rule or "C-9"
  local offered = options_for(decision, what)
  if decision.kind ~= "play" then
    if #offered > 0 then
      return example_reason(N_"Not that way: type {example}.", {}, rule, offered)
    end
    if p == g:active() then return nil end
    return { id = N_"You cannot play {card} now: out of your turn you may only answer what is aimed at you.",
             args = { card = script.name }, rule = "C-10" }
  end
  if api.serves_as(p, script, "shot") and not api.bang_allowed(g, p) then
    return { id = N_"Only one BANG! per turn.", rule = "C-20" }
  end
  if script.border == "blue" and not script.choices and api.in_play(g, p, what) then
    return { id = N_"You already have a {card} in play.", args = { card = script.name }, rule = "C-9" }
  end
  -- The target: none where the card takes none, a player where it needs one.
  local targeted = false
  for _, cmd in ipairs(offered) do if cmd ~= "play " .. what then targeted = true end end
  if #offered > 0 and not targeted and words[3] then
    return { id = N_"{card} has no target: type {example}.",
             args = { card = script.name, example = offered[1] }, rule = rule }
  end
  if targeted and not words[3] then
    return { id = N_"Name a player for {card}, for example: {example}.",
             args = { card = script.name, example = offered[1] }, rule = rule }
  end
  local q
  if words[3] then
    q = api.seat_named(g, words[3])
    if not q then
      return { id = N_"There is no player called {name}.", args = { name = words[3] } }
    end
    if not g:alive(q) then
      return { id = N_"{target} is out of the game.", args = { target = q }, rule = "C-35" }
    end
  end
  -- The card's own reason, then that of each card it may be played as
  -- (C-42): refuse(g, api, player, words), words being what was typed
  -- after "play <card>".
  local after = {}
  for i = 3, #words do after[#after + 1] = words[i] end
  local scripts = { script }
  for _, as in ipairs(played_as(p, script)) do scripts[#scripts + 1] = as end
  for _, s in ipairs(scripts) do
    if s.refuse then
      local why = s.refuse(g, api, p, after)
      if why then return why end
    end
  end
  if q == p then
    return { id = N_"You cannot play {card} at yourself.", args = { card = script.name }, rule = rule }
  end
  if q then
    -- The player is right; what follows is not (Panic!, Cat Balou: "hand"
    -- or a card in front of them).
    local prefix = "play " .. what .. " " .. words[3]
    local at = {}
    for _, cmd in ipairs(offered) do
      if cmd:sub(1, #prefix) == prefix then at[#at + 1] = cmd end
    end
    for _, cmd in ipairs(at) do
      if cmd == prefix then return { id = N_"Type just {example}.", args = { example = cmd }, rule = rule } end
    end
    if #at > 0 then
      local item = words[4] and core.cards[words[4]]
      if item then
        return { id = N_"{target} has no {item} in play: type for example {example}.",
                 args = { target = q, item = item.name, example = at[1] }, rule = rule }
      end
      return { id = N_"Say which card, for example: {example}.", args = { example = at[1] }, rule = rule }
    end
    return { id = N_"You cannot play {card} at {target} now.", args = { card = script.name, target = q },
             rule = rule }
  end
  return { id = N_"You cannot play {card} now.", args = { card = script.name }, rule = rule }
end

return refuse
