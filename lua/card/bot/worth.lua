-- bot/worth.lua: what effects and cards are worth to the player deciding:
-- making a player lose life, losing life ourselves, a heal, the chance a
-- shot, an attack on everyone or a Duel-like contest gets through (from
-- the dodge and shot shares of the target's character and the draw!s
-- they have in play), a weapon, and one more card in hand (worth.want).
-- Needs scan.life and scan.table (and scan.hand for self_loss,
-- p_contest_win, want and weapon_gain) and, for anything about other
-- players, belief.ensure_h.

local belief = require "bot.belief"

local worth = {}

local min = math.min

local WIN = 20 -- worth of a hit that wins (or loses) the game
worth.HMIN = 0.2 -- least worth of hurting a player we aim a card at

-- Worth of making q lose dmg life.
function worth.hit(S, q, dmg)
  local h = S.H[q]
  local life = S.LIFE[q]
  if life <= 0 or dmg <= 0 then return 0 end
  local lost = dmg < life and dmg or life
  local kill = lost >= life
  local sheriff = S.sheriff_seat
  local v
  if h >= 0 then
    local m = S.maxof[q]
    v = h * lost * (1 + (m - life) / m)
    if kill then v = v + 3 * h end
  else
    v = h * lost * (life <= 2 and (q == sheriff and 4 or 2) or 1)
    if kill then v = v + 6 * h end
  end
  local myrole = S.myrole
  if kill and q == sheriff then
    if myrole == "outlaw" then v = v + WIN
    elseif myrole == "renegade" then v = v + (S.nalive == 2 and WIN or -WIN)
    else v = v - WIN end
  elseif kill and myrole == "renegade" and S.nalive == 2 then
    v = v + WIN
  end
  if h > 0 then v = v * S.seat[q].hurt end -- C-40, C-43: they gain from it
  return v
end

-- Worth to us of losing `loss` life.
function worth.self_loss(S, loss)
  local life = S.LIFE[S.me]
  if loss <= 0 then return 0 end
  local v = loss * (life <= 2 and 2.5 or 1.2)
  if loss >= life then v = v + (S.nsave > 0 and S.nalive > 2 and 3 or WIN) end
  return v
end

-- Worth of giving q one life.
function worth.heal(S, q)
  local life, m = S.LIFE[q], S.maxof[q]
  if life >= m then return 0 end
  local f = q == S.me and 1.3 or -S.H[q]
  -- In the law's hunt the Renegade's life is the game's end: each life he
  -- gets back (a Saloon's) is one more hit to land, while ours is a
  -- margin (over 2,000 games the hunt's turns, mean 8.1 -> 7.9, hard).
  if f < 0 and S.hunt then f = 3 * f end
  local need = 1 + (m - life) / m
  if life <= 2 then need = need + 1 end
  if life <= 1 then need = need + 2 end
  return f * need
end

-- Chance a shot at q is not cancelled: every draw! they have fails and
-- they hold no card that serves them as a dodge.
function worth.p_shot(S, q, needed)
  local p = S.FAIL[q] * (1 - S.seat[q].dodge_share) ^ S.HANDN[q]
  if needed > 1 then p = 1 - (1 - p) * (1 - p) end -- C-52: a rough two-to-cancel
  return p
end

-- Chance q holds no card that serves them as a shot.
function worth.p_noshot(S, q)
  return (1 - S.seat[q].shot_share) ^ S.HANDN[q]
end

-- A contest (C-29): q discards first; q loses if their shots are at most ours.
function worth.p_contest_win(S, q)
  local b = S.nshot
  local h = S.HANDN[q]
  local m = S.seat[q].shot_share
  if b >= h then return 1 end
  -- P(X <= b) for X ~ Binomial(h, m)
  local term = (1 - m) ^ h
  local sum = term
  for j = 0, b - 1 do
    term = term * (h - j) / (j + 1) * m / (1 - m)
    sum = sum + term
  end
  return sum
end

-- How well a weapon (its card info; false: the Colt .45) serves us: the
-- worth of the foes it reaches, more with no BANG! limit and shots in hand.
local function weapon_score(S, it)
  local r = it and it.range or 1
  local mult = 1
  if it and it.unlimited and not S.mychar.unlimited then
    local b = S.nshot
    mult = b >= 2 and 1 + 0.8 * (b - 1) or 1
  end
  local H, ring, me, nalive = S.H, S.ring, S.me, S.nalive
  local pos, DBONUS = S.pos, S.DBONUS
  local at, sight = pos[me], S.SIGHT[me]
  local s = 0.05 * r
  for i = 1, nalive do
    local q = ring[i]
    local h = H[q]
    if q ~= me and h > 0.1 then
      local k = at - i -- C-12, C-13 (scan.distance)
      if k < 0 then k = -k end
      if nalive - k < k then k = nalive - k end
      if k + DBONUS[q] - sight <= r then s = s + h * mult end
    end
  end
  return s
end

-- What a weapon would add to the one we have (0 when we are out).
function worth.weapon_gain(S, it)
  if not S.pos[S.me] then return 0 end -- choosing the discard pile's top
  belief.ensure_h(S)
  if S.ws_call ~= S.call_id then -- ours, once per decision
    S.ws_call, S.ws_value = S.call_id, weapon_score(S, S.myweapon)
  end
  return weapon_score(S, it) - S.ws_value
end

-- What one more card of this info in our hand is worth (others: how many
-- of it we hold besides it).
function worth.want(S, it, others)
  if it.keep_num then return it.keep_num - 0.3 * others end
  if it.keep_fn then return it.keep_fn(S.hints, others) or 0 end
  local me, id = S.me, it.id
  local c = S.mychar
  local life, m = S.LIFE[me], S.maxof[me]
  local heals, dodge, shot = c.saves[id] or it.heals > 0, c.dodge[id], c.shot[id]
  if heals or dodge or shot then -- what it serves as: the best of those
    local v = -1
    if heals then
      if it.saves and S.nalive <= 2 then v = 0.3 -- C-24
      elseif life < m then v = 8.5 - 0.5 * others
      elseif S.hunt then v = 4 - others -- three on one: a Beer at full life waits while attacks go
      else v = 6.5 - others end
    end
    if dodge and shot then
      local w = 6.8 - 0.5 * others
      if w > v then v = w end
    elseif dodge then
      -- In the law's hunt with life to spare a Missed! gives way to an
      -- attack: the Renegade has one target a turn, the law a shot at
      -- him each (turns after the last Outlaw over 2,000 games, hard:
      -- mean 7.9 -> 7.7, 90th percentile 17 -> 16).
      local w = (S.hunt and life >= 3 and 5.5 or 7.2) - 0.8 * others
      if w > v then v = w end
    elseif shot then
      -- (a foe in reach: each shot kept is one more turn we can hurt them)
      local w = 6.5 - ((S.unlimited or S.foe_near) and 0.3 or 1.3) * others
      if w > v then v = w end
    end
    return v
  end
  if it.draws > 0 then return 7 + 0.5 * min(it.draws, 3) end
  if it.heals_all then return life < m and 6 or 4 end
  if it.blue then
    if it.range then
      if S.mine[id] or others > 0 then return 0.6 end
      local gain = worth.weapon_gain(S, it)
      if gain > 0.01 then return 6.5 + min(gain, 1) end
      return 1.5
    end
    if it.harmful then return it.hostile and 5 - 0.3 * others or 1 end
    if S.mine[id] then return 0.8 end
    if it.cancels > 0 then return 8 - 7 * others end
    if it.dist > 0 then return 7.5 - 6.5 * others end
    if it.sight > 0 then return 6 - 5 * others end
    return 4 - 3 * others
  end
  if it.hostile then return (S.no_outlaws and S.foe_near and 7 or 5) - 0.3 * others end
  return 3
end

return worth
