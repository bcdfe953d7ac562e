-- bot/play.lua: phase 2 (C-9). Every option gets a score, a band plus its
-- worth, by the model bot/traits.lua gave its card (the card it is played
-- as, for a substitute: option.as); nothing worth playing ends the turn
-- (score 0). Every play uses up a hand card or puts a card in play, so a
-- turn always ends. The bands, highest first:
--   100/99 draws (3 or 2 cards)  90 an `ai.play` number (General Store)
--   86/85/82 a blue card with dodge_check / distance_bonus / sight_bonus
--   80 weapon  75 any other blue card  70 take or discard a card
--   65 harmful at a foe (Jail)  60 hits everyone  55 contest (Duel)
--   50 shot  45 another hostile card at a foe  40 heal  38 heal everyone
--   30 harmful that passes around (Dynamite)  20 any other card
--   10 an ability that heals  0 end the turn
-- A card aimed at one player is only aimed at a likely foe (H >= HMIN):
-- hitting a friend by mistake costs more than hitting a foe gains. A card
-- we would have to discard at phase 3 (C-11) costs nothing to play: with
-- more cards than life, anything worth more than nothing is played.

local belief = require "bot.belief"
local scan = require "bot.scan"
local worth = require "bot.worth"

local play = {}

local EMPTY = {}
local HMIN = worth.HMIN
local CONTEST_MIN = 0.45
local hit, p_shot = worth.hit, worth.p_shot

-- The least fixed band that is played without scoring the other options.
local FIRST_MIN = 82

-- The fields of the options phase 2 reads, with view:columns (each call
-- into S.option_* tables: scan.init's S.*_cols, in these orders). Of every
-- option: what a substitute is played as, and the card; then only of the
-- options whose score reads them (a field read costs as much as a good
-- part of a score): the choice's target of a card aimed at a player,
-- also its from_hand and taken for an attack (a card taking or discarding
-- option's: the choice read once for the three), and the command and
-- whether it runs an ability of an option with no card.
local CARD_FIELDS = { "as", "card" }
local AIM_FIELDS = { { "choice", "target" } }
local ATTACK_FIELDS = { { "choice", "target" }, { "choice", "from_hand" }, { "choice", "taken" } }
local BARE_FIELDS = { "cmd", "run" }
-- (Which of these an option's score reads is its card info's `reads`:
-- bot/traits.lua.)

local function band(S, base, v, threshold)
  threshold = threshold or 0.3
  if S.spare and threshold > 0.02 then threshold = 0.02 end
  if v <= threshold then return -1 end
  return base + (v < 9.9 and v or 9.9)
end

-- Taking (steals) or discarding a card the choice names (q: its target;
-- from_hand, taken: the choice's fields): a random hand card, or a card in
-- play (C-28).
local function grab_value(S, view, q, from_hand, taken, steals)
  local h = S.H[q]
  local v
  if from_hand then
    if h < HMIN then return -1 end
    v = h * (S.HANDN[q] <= 2 and 1.8 or 1.3)
    if steals then v = v + 0.8 end -- the card comes to us
  else
    local it = scan.info_of(S, view, taken)
    if it.harmful then
      -- Free a friend from a Jail-like card (the record calls it hostile,
      -- though), or pass on a Dynamite-like one.
      v = it.hostile and -h * 2.5 or -h
    else
      if h < HMIN then return -1 end
      local w = it.in_play
      if it.cancels > 0 and S.seat[q].cancels > 0 then w = 1.5 end -- they draw! anyway
      v = h * w
      if steals and h > 0 then v = v + worth.want(S, it, S.HAND[it.id] or 0) / 8 end
    end
  end
  return v
end

-- A harmful card that passes from player to player, starting with us: it
-- goes off with chance it.explodes at each one's turn (C-33).
local function bomb_value(S, it)
  local me = S.me
  local damage, chance = it.damage, it.explodes
  if S.LIFE[me] <= damage - (S.mychar.checks > 1 and 1 or 0) then return -1 end
  local ring, nalive = S.ring, S.nalive
  local v, p, i = 0, chance, S.pos[me]
  for _ = 1, nalive * 2 do
    local q = ring[i]
    v = v + p * (q == me and -worth.self_loss(S, damage) or hit(S, q, damage))
    p = p * (1 - chance)
    i = i % nalive + 1
  end
  return band(S, 30, v, 0.5)
end

-- An ability a character added (option j, with `run`): its hint, else
-- used when it heals and the cards it discards would go at phase 3 anyway
-- (C-51).
local function ability_score(S, view, options, j)
  local c = S.mychar
  if c.play_num then return c.play_num end
  if c.play_fn then return c.play_fn(S.hints, options[j]) or -1 end
  local me = S.me
  local life = S.LIFE[me]
  local at = view.at
  if (at(view, options, j, "heals") or 0) > 0 and life < S.maxof[me]
      and S.HANDN[me] - (at(view, options, j, "discards") or 0) >= life then
    return 10
  end
  return -1
end

-- Score of option j (it: the info of the card it plays, or false; as: the
-- card it is played as, for a substitute): band + worth, or < 0 not to play
-- it now. H is ready, and S.option_* hold the fields play.choose read for
-- this option (only those its model needs: the others hold what an
-- earlier decision left); the rare others are read with view:at.
local function score(S, view, options, j, it, as)
  if not it then
    if S.option_run[j] then return ability_score(S, view, options, j) end
    return S.option_cmd[j] == "end" and 0 or -1
  end
  if it.first then return it.first end
  local model = it.model
  local me = S.me
  if model == "hint" then return it.play_fn(S.hints, options[j]) or -1 end
  if model == "heal" then
    local life, m = S.LIFE[me], S.maxof[me]
    if (it.saves and S.nalive <= 2) or life >= m then return -1 end -- C-24; never at full life
    return 40 + (m - life)
  end
  local H = S.H
  local q = it.reads > 0 and S.option_target[j] -- (read for these options only)
  if model == "shot" then
    -- The Sheriff's shot that would be discarded anyway goes at a likelier
    -- foe than friend (on turn 1 he threw away his BANG!s): everybody
    -- knows whom he is, so a mistake misleads nobody about him.
    local spare = S.spare and S.myrole == "sheriff"
    if not q or H[q] < (spare and 0.05 or HMIN) then return -1 end
    local v = p_shot(S, q, S.mychar.needs) * hit(S, q, 1)
    if v > 0 and as then -- a real shot card first
      scan.hand(S, view)
      if S.nshot_own > 0 then v = v - 0.01 end
    end
    -- Unsure targets are left alone (hitting a Deputy costs the law more
    -- than hitting an Outlaw gains); a card we must discard anyway goes
    -- at the likeliest foe.
    if spare then return band(S, 50, v > 0.01 and v or 0.01, 0) end
    if S.spare then return band(S, 50, v > 0.1 and v or 0, 0) end
    return band(S, 50, v, 0.2)
  elseif model == "weapon" then
    scan.hand(S, view) -- shots in hand count with no BANG! limit
    return band(S, 80, worth.weapon_gain(S, it), 0.01)
  elseif model == "attack" then
    local from_hand = S.option_from_hand[j]
    local taken = not from_hand and S.option_taken[j]
    if from_hand or taken then
      if it.steals then scan.hand(S, view) end
      return band(S, 70, grab_value(S, view, q, from_hand, taken, it.steals), it.steals and 0.5 or 0.4)
    end
    if not q then return 20 end
    if H[q] < HMIN then return -1 end
    return band(S, 45, 0.5 * hit(S, q, 1), 0.3)
  elseif model == "harmful" then
    if q and q ~= me then -- kept from their turn, like a Jail (C-32)
      if H[q] < HMIN then return -1 end
      return band(S, 65, H[q] * (S.HANDN[q] >= 3 and 2.4 or 2), 0.4)
    end
    if it.explodes then
      scan.hand(S, view)
      return bomb_value(S, it)
    end
    return -1 -- it would only hurt us
  elseif model == "hits_shot" or model == "hits_dodge" then
    local chance = model == "hits_shot" and worth.p_noshot or p_shot
    local v, ring = 0, S.ring
    -- Once no Outlaw is left, the law's friends with life to spare take a
    -- hit that brings the end nearer (the Renegade's) without much loss.
    local spare_friends = S.no_outlaws and (S.myrole == "sheriff" or S.myrole == "deputy")
    local H, LIFE = S.H, S.LIFE
    for i = 1, S.nalive do
      local p = ring[i]
      if p ~= me and not (spare_friends and H[p] < 0 and LIFE[p] >= 2) then
        v = v + chance(S, p, 1) * hit(S, p, 1)
      end
    end
    return band(S, 60, v, spare_friends and 0.05 or 0.3)
  elseif model == "contest" then
    -- A Duel costs us shots and maybe life: only at a player the record
    -- shows hostile, not at a guess (the Sheriff duelling anyone on turn 1).
    if not q or H[q] < CONTEST_MIN then return -1 end
    scan.hand(S, view)
    local p = worth.p_contest_win(S, q)
    local v = p * hit(S, q, 1) - (1 - p) * worth.self_loss(S, 1)
    -- In the hunt a lost Duel still costs the Renegade the shots he
    -- answered with (not his Missed!s or Barrel), and our life is the
    -- law's to spare while his is the game's end.
    if S.hunt then return band(S, 55, v, 0.02) end
    return band(S, 55, v, 0.3)
  elseif model == "heals_all" then
    local v, ring = 0, S.ring
    for i = 1, S.nalive do v = v + worth.heal(S, ring[i]) end
    return band(S, 38, v, 0.3)
  elseif model == "equip" then
    return 75
  end
  return 20 -- a card we know nothing about: better played than kept
end

function play.choose(S, view, decision, options)
  -- The card info of each option (what a substitute is played as);
  -- cards always played first need no look at the table. The fields
  -- only some scores read are read after that, of those options only
  -- (one view:columns call per set of fields).
  local its, asof, info, byid, info_of = S.option_info, S.option_as, S.info, S.byid, scan.info_of
  local cards = S.option_card
  local n = view:columns(options, CARD_FIELDS, S.card_cols)
  local best, pick = nil, n
  local aimed, attacks, bare = S.aim_rows, S.attack_rows, S.bare_rows -- which options need which fields
  local naim, nattack, nbare = 0, 0, 0
  for j = 1, n do
    local it = false
    local as = asof[j]
    if as then
      it = info[as] or false
    else
      local id = cards[j]
      if id then
        it = byid[id] or info_of(S, view, id)
        local v = it.first
        if v and (not best or v > best) then best, pick = v, j end
      end
    end
    its[j] = it
    if not it then
      nbare = nbare + 1; bare[nbare] = j
    else
      local reads = it.reads
      if reads == 1 then naim = naim + 1; aimed[naim] = j
      elseif reads == 2 then nattack = nattack + 1; attacks[nattack] = j end
    end
  end
  if best and best >= FIRST_MIN then return pick end
  if naim > 0 then view:columns(options, AIM_FIELDS, S.aim_cols, aimed, naim) end
  if nattack > 0 then view:columns(options, ATTACK_FIELDS, S.attack_cols, attacks, nattack) end
  if nbare > 0 then view:columns(options, BARE_FIELDS, S.bare_cols, bare, nbare) end
  best, pick = nil, n
  scan.life(S, view) -- our hand is read only by the scores that need it
  scan.table(S, view)
  belief.ensure_h(S)
  S.spare = S.HANDN[S.me] > S.LIFE[S.me]
  for j = 1, n do
    local s = score(S, view, options, j, its[j], asof[j])
    if s >= 0 and (not best or s > best) then best, pick = s, j end
  end
  return pick
end

return play
