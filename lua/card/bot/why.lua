-- bot/why.lua: why the computer player chose what it did, for the `hint`
-- command (bot.choose's tenth argument, true only then: nothing here runs
-- at a game's own decisions). The reason is the one fact that decided the
-- choice, as a message id with its arguments (translated by the front
-- end): for a card aimed at a player, what the public record shows of
-- them (they attacked the Sheriff, or us; they opened fire once no
-- Outlaw was left; they are the Sheriff and we an Outlaw), else that the
-- card would be discarded anyway; for other cards what they are for; for
-- a card discarded, that it is the one needed least, or that the shots
-- are kept for a known foe in reach. nil when there is nothing to say.

local scan = require "bot.scan"

local why = {}

local type = type

-- The seats q aimed cards or damage at, per the record (bot/acts.lua).
local function aimed(S, q, t)
  local row = S.AIM[q]
  local a = row and row[t]
  return type(a) == "number" and a or 0
end

-- Why q is the target: the strongest fact the record shows.
local function target_reason(S, q, spare)
  local me, sheriff = S.me, S.sheriff_seat
  if S.myrole == "outlaw" and q == sheriff then
    return { id = N_"{target} is the Sheriff, and you are an Outlaw.", args = { target = q } }
  end
  if S.no_outlaws and S.myrole ~= "renegade" then
    local opened = S.OPENED[q]
    for t = 1, S.n do
      if opened and opened[t] == true and t ~= q then
        return { id = N_"No Outlaw is left, and {target} opened fire on {other} first.",
                 args = { target = q, other = t } }
      end
    end
  end
  local at_me, at_sheriff = aimed(S, q, me), me ~= sheriff and aimed(S, q, sheriff) or 0
  if at_sheriff > 0 and at_sheriff >= at_me and S.myrole ~= "outlaw" then
    return { id = NP_("{target} has attacked the Sheriff once.", "{target} has attacked the Sheriff {n} times."),
             args = { target = q, n = at_sheriff } }
  end
  if at_me > 0 then
    return { id = NP_("{target} has attacked you once.", "{target} has attacked you {n} times."),
             args = { target = q, n = at_me } }
  end
  if spare then
    return { id = N_"You would discard it at the end of the turn anyway, and {target} is likelier a foe than a friend.",
             args = { target = q } }
  end
  return { id = N_"Of the players you can reach, {target} is the likeliest foe.", args = { target = q } }
end

-- Phase 2: option pick of options.
function why.play(S, view, options, pick)
  local o = options[pick]
  if not o then return nil end
  if o.cmd == "end" then
    return { id = N_"No card in your hand is worth playing now." }
  end
  local id = o.as or o.card
  if not id then return nil end
  local it = type(id) == "string" and S.info[id] or scan.info_of(S, view, id)
  if not it then return nil end
  local choice = o.choice
  local q = choice and choice.target or nil -- (a read-only proxy: no type check)
  local model = it.model
  if q and q ~= S.me and (model == "shot" or model == "attack" or model == "harmful" or model == "contest") then
    return target_reason(S, q, S.spare and S.myrole == "sheriff")
  end
  if model == "draw" then
    return { id = N_"It draws cards: more choices for the rest of the turn." }
  end
  if model == "heal" then
    return { id = N_"You are hurt: it gives you a life back." }
  end
  if model == "equip" or model == "weapon" then
    return { id = N_"It stays in play and helps you from now on." }
  end
  return nil
end

-- A card to discard: the one needed least, or the others are shots kept
-- for a known foe (S.near_foe, answers.discard).
function why.discard(S, view, options, pick)
  local o = options[pick]
  local id = o and o.card
  if not id then return nil end
  local it = scan.info_of(S, view, id)
  local name = it.script.name
  local q = S.near_foe
  if q and it.model ~= "shot" then
    return { id = N_"{target} is a known foe within your reach: you keep what can hurt them, and {card} goes.",
             args = { target = q, card = name } }
  end
  return { id = N_"{card} is the card you need least now.", args = { card = name } }
end

return why
