-- rules/answers.lua: answers out of turn to an attack (C-10): cancelling
-- a shot with a Barrel's draw! (C-22, C-45) or a card that serves as a
-- dodge (Missed!, C-21; a substitute, C-42), needing two against Slab the
-- Killer's BANG! (C-52, the caller says how many); and discarding a card
-- that serves as a shot in a Duel or against Indians! (C-29).

local core = require "rules.core"
local api = core.api
local log = api.log

-- Made once (NP_ joins its two forms): a shot asks it at every answer.
local SHOT_PROMPT = NP_("{source} shoots at you: cancel it ({n} Missed! needed)?",
                        "{source} shoots at you: cancel it ({n} Missed! needed)?")
-- Options with nothing to set, made once (read-only).
local TAKE_HIT = { cmd = "hit", label = N_"Take the hit" }
local LOSE_LIFE = { cmd = "hit", label = N_"Lose 1 life instead" }
-- Labels marked once, not at every answer.
local PLAY_LABEL, AS_MISSED_LABEL = N_"Play {card}", N_"Play {card} as a Missed!"
local DISCARD_LABEL, AS_BANG_LABEL = N_"Discard {card}", N_"Discard {card} as a BANG!"
local BARREL_WHAT, BARREL_NEED = N_"the Barrel", N_"a Heart is needed"

local function heart(_, suit) return suit == "H" end

-- Tables kept per seat or value rather than made at every answer
-- (read-only, like the decision's other fields): which cards serve a
-- seat's player as a dodge or a shot, the Barrel's option per card id,
-- the prompt's args per source and number needed.
local function per_seat(make)
  return setmetatable({}, { __index = function(t, p)
    local made = make(p)
    t[p] = made
    return made
  end })
end
local DODGES = per_seat(function(p) return function(_, script) return api.serves_as(p, script, "dodge") end end)
local SHOTS = per_seat(function(p) return function(_, script) return api.serves_as(p, script, "shot") end end)
-- Without substitutes (C-42) a card serves only by its own trait (as
-- api.serves_as says): no call to it per card.
local function dodge_only(_, script) return script.dodge end
local function shot_only(_, script) return script.shot end
local BARREL_OPTIONS = per_seat(function(id)
  return { cmd = id, label = N_"Draw! for the Barrel", dodge_check = true }
end)
local SHOT_ARGS = per_seat(function(source)
  return per_seat(function(n) return { source = source or nil, n = n } end)
end)

-- A BANG!-type attack on target: cancelled by `needed` Missed! effects,
-- else 1 life lost; rule: the rule of the card that shoots (cited for the
-- hit). Returns true if it hit.
function api.shoot(g, attacker, target, cause, needed, rule)
  needed = needed or 1
  -- Each card in play with a dodge_check (a Barrel), and a character's own
  -- (Jourdonnais, C-45), gives one draw!; the command is that card's id.
  local state = core.state
  local checks = state.characters[target].dodge_check and 1 or 0 -- (api.character_of, in place)
  local _, scripts = core.play_lists(g, target)
  for i = 1, #scripts do
    if scripts[i].dodge_check then checks = checks + 1 end
  end
  local check_card = checks > 0 and api.card_with("dodge_check") -- (asked only when there is a check)
  local dodges = state.characters[target].substitutes and DODGES[target] or dodge_only
  local cancelled = 0
  while cancelled < needed do
    -- A card that is no Missed! is played as one (C-42).
    local cards = core.hand_options(g, target, "play", PLAY_LABEL, dodges, "dodge", AS_MISSED_LABEL)
    local options = cards
    if checks > 0 and check_card then -- the Barrel's draw! comes first
      options = { BARREL_OPTIONS[check_card.id] }
      for i = 1, #cards do options[i + 1] = cards[i] end
    end
    options[#options + 1] = TAKE_HIT
    local option = api.choose(g, target, "answer", SHOT_PROMPT, SHOT_ARGS[attacker or false][needed - cancelled],
                              options)
    if option.cmd == "hit" then break end
    if option.dodge_check then
      checks = checks - 1
      local ok = api.draw_check(g, target, "C-22", BARREL_WHAT, heart, BARREL_NEED)
      if ok then cancelled = cancelled + 1 end
    else
      if core.state.logging then
        if api.script_of(g, option.card).dodge then
          log(g, "C-21", N_"{player} plays {card}.", { player = target, card = api.card_arg(g, option.card) })
        else
          log(g, "C-42", N_"{player} plays {card} as a Missed!",
              { player = target, card = api.card_arg(g, option.card) })
        end
      end
      api.discard(g, option.card)
      cancelled = cancelled + 1
    end
  end
  if cancelled >= needed then
    -- One Missed! or Barrel says it already; say it once two were needed.
    if needed > 1 then log(g, "C-52", N_"{player} dodges the shot.", { player = target }) end
    return false
  end
  api.lose_life(g, target, 1, attacker, cause, rule)
  return true
end

-- Ask p to discard a card that serves as a shot (Duel, Indians!): returns
-- true if they did.
function api.discard_bang(g, p, prompt, args)
  -- A card that is no BANG! is discarded as one (C-42).
  local shots = core.state.characters[p].substitutes and SHOTS[p] or shot_only
  -- "discard bang", as the label says: the card is discarded, not played
  -- (before, "play bang", which game.c still accepts).
  local options = core.hand_options(g, p, "discard", DISCARD_LABEL, shots, "shot", AS_BANG_LABEL)
  options[#options + 1] = LOSE_LIFE
  local option = api.choose(g, p, "discard_bang", prompt, args, options)
  if option.cmd == "hit" then return false end
  if core.state.logging then
    log(g, "C-29", N_"{player} discards {card}.", { player = p, card = api.card_arg(g, option.card) })
  end
  api.discard(g, option.card)
  return true
end

return api
