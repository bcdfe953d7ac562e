-- bot_hate.lua: the `hate` computer player (--bot hate, --bots ...), a
-- reference player written from Bang-C's published logic
-- (github.com/Bang-C: src/core/ai.h, cards.h, player.h): our own Lua from
-- that description, not a translation of their code. What it does:
--  - a hate per other player, set by our role at the start (Sheriff: 4
--    toward everyone; Deputy: -1000 toward the Sheriff, 5 toward the
--    others; Outlaw: 5 toward the Sheriff, 0 toward the others; Renegade:
--    the Sheriff 0 at more than 4 players, else 6, the others 5);
--  - raised by attacks: +1 toward whoever attacks us; an attack on the
--    Sheriff raises it toward the attacker if we are the Sheriff or a
--    Deputy and lowers it otherwise;
--  - a weight for each option: Barrel 500, Mustang 450, Scope 400,
--    Volcanic 200 (Bang-C's), BANG! at q: hate(q) x (6 - q's hand)^2,
--    Duel: hate(q) x our BANG!s against q's hand; the option of highest
--    weight is played if it is above 7, else the turn ends;
--  - BAD_GUY (6): the hate from which a player counts as an enemy, for the
--    cards that hurt one player other than BANG! and Duel (Panic!, Cat
--    Balou, Jail);
--  - when discarding, the cards of least worth go first, keeping up to
--    two Missed!; a shot is dodged with a Barrel first, then a Missed!.
-- What it leaves out: Bang-C's "thinking time", its Saloon lowering hate
-- (the public record shows no heals), attacks on us hidden in an area
-- attack (Gatling, Indians!: reference/seen.lua takes those off), and the
-- weights Bang-C does not publish in ai.h: those of Stagecoach, Wells
-- Fargo, Beer, Saloon, General Store, Dynamite, Gatling, Indians! and the
-- weapons other than the Volcanic are ours (below), in the same scale.

local seen = require "reference.seen"

local BAD_GUY, PLAY_ABOVE = 6, 7

-- Fixed weights of playing a card in phase 2 (Bang-C's first four).
local FIXED = { barrel = 500, mustang = 450, scope = 400, volcanic = 200,
                stagecoach = 300, wells_fargo = 350, general_store = 50, dynamite = 8 }
-- What a card is worth to hold (discards, General Store picks).
local KEEP = { barrel = 90, mustang = 85, scope = 80, missed = 70, beer = 65, bang = 60,
               stagecoach = 55, wells_fargo = 58, panic = 50, cat_balou = 45, duel = 40,
               gatling = 48, indians = 42, jail = 40, saloon = 35, general_store = 30,
               volcanic = 38, schofield = 20, remington = 25, rev_carabine = 28,
               winchester = 32, dynamite = 5 }

local bot = {}

local function others_hate(S, init_sheriff, init_other)
  local sheriff
  for q = 1, S.n do if S.roles[q] == "sheriff" then sheriff = q end end
  for q = 1, S.n do
    S.hate[q] = q == sheriff and init_sheriff or init_other
  end
  S.sheriff = sheriff
end

function bot.new_game(view, public, previous)
  local S = seen.new(view, public, type(previous) == "table" and previous or nil)
  S.hate = S.hate or {}
  S.hand = S.hand or {}
  S.roles = seen.roles(S)
  local mine = S.roles[S.me]
  if mine == "sheriff" then others_hate(S, 4, 4)
  elseif mine == "deputy" then others_hate(S, -1000, 5)
  elseif mine == "outlaw" then others_hate(S, 5, 0)
  else others_hate(S, S.n > 4 and 0 or 6, 5) end
  S.law = mine == "sheriff" or mine == "deputy"
  return S
end

local function act(S, source, target, n)
  if target == S.me then S.hate[source] = S.hate[source] + n end
  if target == S.sheriff and source ~= S.me and S.hate[source] > -1000 then
    S.hate[source] = S.hate[source] + (S.law and n or -n)
  end
end

-- Our hand's BANG!s and Missed!, and our weapon's range.
local function read_hand(S)
  local view = S.view
  local hand = view:cards("hand", S.me, S.hand) or S.hand
  local bangs, missed = 0, 0
  for i = 1, #hand do
    local t = view:card(hand[i])
    if t == "bang" then bangs = bangs + 1 elseif t == "missed" then missed = missed + 1 end
  end
  local range = 1
  local play = view:cards("play", S.me) or {}
  for i = 1, #play do
    local _, script = seen.card(S, play[i])
    if script and script.range then range = script.range end
  end
  return bangs, missed, range
end

-- The weight of playing option j in phase 2.
local function weight(S, j, bangs, range)
  local view, cols = S.view, S.cols
  local t, script = seen.card(S, cols[1][j])
  local q = cols[4][j]
  if not t then return cols[5][j] and 10 or 0 end -- an ability: just above the bar
  if FIXED[t] then return FIXED[t] end
  if script and script.range then return script.range > range and 100 + 20 * script.range or 0 end
  if t == "beer" or t == "saloon" then
    return (view:life(S.me) or 0) < (view:max_life(S.me) or 0) and (t == "beer" and 150 or 100) or 0
  end
  if t == "missed" then return 0 end
  local hate = q and S.hate[q] or 0
  if t == "bang" and q then
    local h = 6 - view:count("hand", q)
    return hate * h * h
  end
  if t == "duel" and q then
    return hate * (1 + bangs - view:count("hand", q) / 2)
  end
  if (t == "gatling" or t == "indians") then
    local sum = 0
    for p = 1, S.n do if p ~= S.me and view:alive(p) then sum = sum + S.hate[p] end end
    return sum > 0 and sum or 0
  end
  if q then return hate >= BAD_GUY and hate * 10 or 0 end -- Panic!, Cat Balou, Jail, ...
  return script and script.hostile and 0 or 10
end

-- What card id is worth keeping; Missed! past the second are worth little.
local function keep(S, id, missed_kept)
  local t = S.view:card(id)
  if t == "missed" and missed_kept >= 2 then return 6 end
  return KEEP[t] or 20
end

local function best(S, n, score)
  local pick, top = 1, nil
  for j = 1, n do
    local v = score(j)
    if v and (not top or v > top) then pick, top = j, v end
  end
  return pick, top
end

function bot.choose(view, decision, S, kind, player, count, options)
  if not kind then
    kind, options = decision.kind, decision.options
    count = #options
  end
  if count <= 1 then return 1 end
  local n = seen.options(S, options)
  S.roles = seen.roles(S)
  seen.acts(S, act)
  local cols = S.cols
  if kind == "play" then
    local bangs, _, range = read_hand(S)
    local pick, top = best(S, n, function(j)
      if cols[2][j] == "end" then return nil end
      return weight(S, j, bangs, range)
    end)
    if top and top > PLAY_ABOVE then return pick end
    for j = 1, n do if cols[2][j] == "end" then return j end end
    return pick
  end
  if kind == "answer" or kind == "discard_bang" or kind == "save" then
    for j = 1, n do if cols[3][j] then return j end end -- a Barrel's draw! first
    for j = 1, n do if cols[1][j] then return j end end -- then a card
    return n
  end
  if kind == "discard" or kind == "ability_discard" then
    local _, missed = read_hand(S)
    local seen_missed = 0
    return (best(S, n, function(j)
      local id = cols[1][j]
      if not id then return nil end
      if view:card(id) == "missed" then seen_missed = seen_missed + 1 end
      return -keep(S, id, missed - seen_missed)
    end))
  end
  if kind == "general_store" then
    return (best(S, n, function(j)
      local id = cols[1][j]
      return id and keep(S, id, 0) or nil
    end))
  end
  return 1
end

return bot
