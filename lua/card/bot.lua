-- bot.lua: the heuristic computer player for BANG! (the card game).
-- The C core (bang_game_bot_choice) calls bot.choose(g, decision) whenever a
-- computer player must answer a Decision that rules.lua, a card or a
-- character script asked through g:decide, and takes the 1-based index it
-- returns: the bot only ever picks one of decision.options.
--
-- It plays on what a player at the table could know: its own role and hand,
-- the roles shown (the Sheriff's, eliminated players'), life, characters,
-- the cards in play, hand sizes, the cards face up (General Store, the
-- discard pile's top) and the public record PUBLIC.hostility (who aimed
-- cards at whom, who made whom lose life). Hidden roles are guessed from
-- that record; g:role is read only for ourselves and revealed players, and
-- no other player's hand is ever looked at (only g:count).
-- Each player gets a number H: what hurting them is worth to us (> 0 a foe,
-- < 0 a friend). Outlaws hunt the Sheriff, the law hunts whoever hurts the
-- law, the Renegade sides with the law against the Outlaws, keeps the
-- Sheriff alive and turns on him only at the end.
-- In phase 2 every option gets a score: a band (draw cards, then equip,
-- then take cards away, Jail, Indians!/Gatling, Duel, BANG!, Beer, Saloon,
-- Dynamite, Sid Ketchum) plus its worth; nothing worth playing ends the
-- turn. Every play uses up a hand card, so a turn always ends.
-- No randomness (math.random is the game's own RNG), and little garbage:
-- simulations call this many thousand times a second.

local bot = {}

local min, max = math.min, math.max

-- C-1: roles besides the Sheriff, per table size.
local ROLE_COUNTS = {
  [4] = { outlaw = 2, renegade = 1, deputy = 0 },
  [5] = { outlaw = 2, renegade = 1, deputy = 1 },
  [6] = { outlaw = 3, renegade = 1, deputy = 1 },
  [7] = { outlaw = 3, renegade = 1, deputy = 2 },
}

-- The base set's cards and characters the bot knows by name; a card it
-- does not know is kept or discarded on a neutral worth and not played.
local RANGE = { volcanic = 1, schofield = 2, remington = 3, rev_carabine = 4, winchester = 5 }
local CHAR_DIST = { paul_regret = 1 }  -- C-48: a virtual Mustang
local CHAR_SIGHT = { rose_doolan = 1 } -- C-50: a virtual Scope
-- What a card in play is worth to its owner (what taking it away costs them).
local INPLAY_WORTH = { barrel = 2.4, mustang = 2.2, scope = 1.2, volcanic = 1.5, schofield = 1.4,
                       remington = 1.6, rev_carabine = 1.8, winchester = 2 }

-- Always played at once, first the cards that draw: their band.
local FIRST = { wells_fargo = 100, stagecoach = 99, general_store = 90, barrel = 86, mustang = 85,
                scope = 82 }

local WIN = 20 -- worth of a hit that wins (or loses) the game
local HMIN = 0.2 -- least worth of hurting a player we aim a card at
local EMPTY = {}

-- ---- what we know ----------------------------------------------------------
-- One Lua state serves one game value, which a front end may reset for the
-- next game (rules.setup then makes a new PUBLIC): per-game caches are
-- keyed by PUBLIC, and by the turn number going back.

local n, game_key, last_turn = 0, nil, -1
local charof, maxof, shown = {}, {}, {} -- per game; shown: revealed roles
local shown_alive = -1                  -- players in play when `shown` was read
local ring, pos, LIFE = {}, {}, {} -- seats in play, their index, life
local H = EMPTY                    -- worth of hurting each seat, for the player deciding
local nalive, me, myrole, mychar = 0, 0, "", ""
local sheriff_seat = 0
local alive_role = { sheriff = 0, deputy = 0, outlaw = 0, renegade = 0 }
local unknown_role = { deputy = 0, outlaw = 0, renegade = 0 }
local HM = { sheriff = 0, deputy = 0, outlaw = 0, renegade = 0 }
local kseat, kweight = {}, {} -- seats whose role we know, and how lawful
local hidden, E, LAWFUL = {}, {}, {} -- hidden seats in play, evidence, lawfulness
local roleof = {}                     -- our own role, per seat that asked
local host_moves, host_life, host_last = -1, -1, 0 -- hostility_sum() when last read
local lifesum = 0                      -- life of everyone in play (read_life)
local G, call_id, h_call = nil, 0, -1 -- the game, this decision's number, H's
local Hs, hkey_host, hkey_alive, hkey_slife = {}, {}, {}, {} -- per seat: H and its key

-- The table: cards in play per seat, hand sizes, our hand.
local hand_key, hand_of = -1, -1
local PKEY_N, PKEY_TOP = {}, {} -- per seat: cards in play and the top one when read
local REACH, BARRELS, DBONUS, SIGHT, HANDN, WEAPON, INPLAY = {}, {}, {}, {}, {}, {}, {}
local MINE = EMPTY       -- types we have in play
local myweapon = nil     -- our weapon's type, nil for the Colt .45
local HAND = {}          -- types in our hand -> how many
local unlimited = false  -- Volcanic or Willy the Kid

local function role_of(q) -- known role, or false
  if q == me then return myrole end
  return shown[q]
end

-- What hurting a player of each role is worth to us (negative: a friend).
local function set_matrix()
  local ao, ad = alive_role.outlaw, alive_role.deputy
  if myrole == "sheriff" then
    HM.sheriff, HM.deputy, HM.outlaw = -1.5, -1.2, 1
    HM.renegade = ao > 0 and 0.3 or 1.2 -- he helps while Outlaws live
  elseif myrole == "deputy" then
    HM.sheriff, HM.deputy, HM.outlaw = -1.5, -1, 1
    HM.renegade = ao > 0 and 0.3 or 1.2
  elseif myrole == "outlaw" then
    HM.sheriff, HM.deputy, HM.outlaw, HM.renegade = 1.5, 0.9, -1, 0.5
  else -- renegade: keep the balance, the Sheriff last
    HM.renegade, HM.outlaw = 1, 1
    if ao > 0 then
      local s = sheriff_seat
      if s == 0 or LIFE[s] * 2 <= maxof[s] then
        HM.sheriff, HM.deputy = -1.2, 0 -- shield a weak Sheriff
      elseif ao == 1 and ad >= 1 then
        HM.sheriff, HM.deputy, HM.outlaw = -0.5, 1, 0.2
      elseif ad + 1 > ao then
        HM.sheriff, HM.deputy, HM.outlaw = -0.3, 1, 0.5 -- the law is strong: press it
      else
        HM.sheriff, HM.deputy = -0.5, (ad >= ao) and 0.3 or 0
      end
    else
      HM.deputy = 1
      HM.sheriff = ad == 0 and 1.5 or -0.3
    end
  end
end

-- Odds that a hidden player with evidence e is an Outlaw rather than a
-- Deputy: ((d+e)/(d-e))^2 with d = |e|+2, so 1 without evidence.
local function odds_of(e)
  local d = (e < 0 and -e or e) + 2
  local odds = (d + e) / (d - e)
  return odds * odds
end

-- H for every player in play: known roles from the matrix, hidden ones
-- weighed by the public record. Aiming at or hurting the law looks like an
-- Outlaw, aiming at Outlaws like a Deputy; the Sheriff's own targets look
-- a little like Outlaws (Deputies follow his lead); then once more against
-- the hidden players, by how lawful they look.
local function estimate()
  set_matrix()
  local nk = 0
  for p = 1, n do
    local r, w = role_of(p), 0
    if r == "sheriff" then w = 1.5
    elseif r == "deputy" then w = p == me and 0.6 or 1
    elseif r == "outlaw" then w = p == me and -0.6 or -1 end
    if w ~= 0 then nk = nk + 1; kseat[nk], kweight[nk] = p, w end
  end
  for k = nk + 1, #kseat do kseat[k], kweight[k] = nil, nil end
  local hostility = (PUBLIC and PUBLIC.hostility) or EMPTY
  local from_sheriff = sheriff_seat ~= me and hostility[sheriff_seat] or EMPTY
  local uo, ud, ur = unknown_role.outlaw, unknown_role.deputy, unknown_role.renegade
  local nh = 0
  for i = 1, nalive do
    local q = ring[i]
    local r = role_of(q)
    if q == me then
      H[q] = -1.2
    elseif r then
      H[q] = HM[r] or 0
    else
      local e = 0
      local hq = hostility[q]
      if hq then
        for k = 1, nk do local a = hq[kseat[k]]; if a then e = e + a * kweight[k] end end
      end
      local s = from_sheriff[q]
      if s then e = e + 0.3 * s end
      nh = nh + 1
      hidden[nh], E[q] = q, e
      local odds = odds_of(e)
      local wo, wd = uo * odds, ud / odds
      local total = wo + wd + ur
      LAWFUL[q] = total > 0 and (wd - wo) / total or 0
    end
  end
  for k = nh + 1, #hidden do hidden[k] = nil end
  local ho, hd, hr = HM.outlaw, HM.deputy, HM.renegade
  for i = 1, nh do
    local q = hidden[i]
    local e = E[q]
    local hq = hostility[q]
    if hq then
      for j = 1, nh do
        local x = hidden[j]
        local a = hq[x]
        if a then e = e + 0.5 * a * LAWFUL[x] end
      end
    end
    local odds = odds_of(e)
    local wo, wd = uo * odds, ud / odds
    local total = wo + wd + ur
    H[q] = total > 0 and (wo * ho + wd * hd + ur * hr) / total or 0
  end
end

-- A fingerprint of the public record (it only grows): the sum of every
-- entry, and per source (our own acts do not change what we think of
-- others, so our row is left out of our key).
local ROWSUM = {}
local function hostility_sum()
  local s = 0
  for source, row in pairs((PUBLIC and PUBLIC.hostility) or EMPTY) do
    local r = 0
    for _, a in pairs(row) do r = r + a end
    ROWSUM[source] = r
    s = s + r
  end
  return s
end

-- Who decides: per-game data on a new game, then our role and character.
local function begin(g, player)
  local turn = g:turn()
  if PUBLIC ~= game_key or turn < last_turn then -- a new game
    game_key, n = PUBLIC, g:players()
    sheriff_seat = 0
    for p = 1, 8 do
      charof[p], maxof[p], shown[p], roleof[p], hkey_host[p], ROWSUM[p] = nil, nil, false, nil, nil, nil
      PKEY_N[p], PKEY_TOP[p] = -1, -1
    end
    for p = 1, n do
      charof[p], maxof[p] = g:character(p), g:max_life(p)
      if g:revealed(p) and g:role(p) == "sheriff" then sheriff_seat = p end -- C-1
    end
    shown_alive, hand_key, host_moves = -1, -1, -1
  end
  last_turn = turn
  me = player
  local role = roleof[me]
  if not role then role = g:role(me); roleof[me] = role end -- our own role
  myrole, mychar = role, charof[me]
end

-- The players in play and their life.
local function read_life(g)
  local count, sum = 0, 0
  local alive, life_of = g.alive, g.life
  for p = 1, n do
    if alive(g, p) then
      local life = life_of(g, p)
      LIFE[p], sum = life, sum + life
      count = count + 1
      ring[count], pos[p] = p, count
    else
      LIFE[p], pos[p] = 0, nil
    end
  end
  for i = count + 1, #ring do ring[i] = nil end
  nalive, lifesum = count, sum
  if shown_alive ~= count then -- roles are shown only as players go out (C-35)
    shown_alive = count
    for p = 1, n do shown[p] = g:revealed(p) and g:role(p) or false end
  end
end

-- H for the player deciding (after read_life), computed when first needed
-- in a decision: kept per seat while the record, the players in play (and
-- for the Renegade the Sheriff's life) are unchanged.
local function ensure_h()
  if h_call == call_id then return end
  h_call = call_id
  -- The record only changes along with a card move or a life lost.
  local moves = G:moves()
  local host = host_last
  if moves ~= host_moves or lifesum ~= host_life then
    host = hostility_sum()
    host_moves, host_life, host_last = moves, lifesum, host
  end
  host = host - (ROWSUM[me] or 0)
  local count = nalive
  local slife = (myrole == "renegade" and pos[sheriff_seat]) and LIFE[sheriff_seat] or -1
  H = Hs[me]
  if H and hkey_host[me] == host and hkey_alive[me] == count and hkey_slife[me] == slife then
    return
  end
  if not H then H = {}; Hs[me] = H end
  hkey_host[me], hkey_alive[me], hkey_slife[me] = host, count, slife
  local counts = ROLE_COUNTS[n] or EMPTY
  local ud, uo, ur = counts.deputy or 0, counts.outlaw or 0, counts.renegade or 0
  for p = 1, n do
    local r = role_of(p)
    if r == "deputy" then ud = ud - 1
    elseif r == "outlaw" then uo = uo - 1
    elseif r == "renegade" then ur = ur - 1 end
  end
  if ud < 0 then ud = 0 end
  if uo < 0 then uo = 0 end
  if ur < 0 then ur = 0 end
  unknown_role.deputy, unknown_role.outlaw, unknown_role.renegade = ud, uo, ur
  -- In play: the hidden players (all alive), the Sheriff, and us.
  alive_role.sheriff = pos[sheriff_seat] and 1 or 0
  alive_role.deputy, alive_role.outlaw, alive_role.renegade = ud, uo, ur
  if myrole ~= "sheriff" and alive_role[myrole] and pos[me] then
    alive_role[myrole] = alive_role[myrole] + 1
  end
  estimate()
end

-- Cards in play and hand sizes of everyone in play, and our own. A
-- player's cards in play are read again only when their number or the top
-- one changed (a new card always goes on top).
local function scan_table(g)
  local card, count, top = g.card, g.count, g.top
  for i = 1, nalive do
    local q = ring[i]
    local np = count(g, "play", q)
    local tp = np > 0 and top(g, "play", q) or 0
    if np ~= PKEY_N[q] or tp ~= PKEY_TOP[q] then
      PKEY_N[q], PKEY_TOP[q] = np, tp
      local c = charof[q]
      local reach, barrels, dist, sight = 1, c == "jourdonnais" and 1 or 0, CHAR_DIST[c] or 0, CHAR_SIGHT[c] or 0
      local types = INPLAY[q]
      if not types then types = {}; INPLAY[q] = types end
      for k in pairs(types) do types[k] = nil end
      local weapon = nil
      if np > 0 then
        local list = g:cards("play", q)
        for k = 1, #list do
          local t = card(g, list[k])
          if t == "barrel" then barrels = barrels + 1
          elseif t == "mustang" then dist = dist + 1
          elseif t == "scope" then sight = sight + 1
          elseif RANGE[t] then reach, weapon = RANGE[t], t end
          types[t] = true
        end
      end
      REACH[q], BARRELS[q], DBONUS[q], SIGHT[q], WEAPON[q] = reach, barrels, dist, sight, weapon
    end
    HANDN[q] = count(g, "hand", q)
  end
  MINE = INPLAY[me] or EMPTY
  myweapon = WEAPON[me]
  unlimited = mychar == "willy_the_kid" or myweapon == "volcanic"
end

local function read_hand(g)
  local key = g:moves()
  if hand_key == key and hand_of == me then return end
  hand_key, hand_of = key, me
  for k in pairs(HAND) do HAND[k] = 0 end
  local list = g:cards("hand", me)
  local card = g.card
  for k = 1, #list do
    local t = card(g, list[k])
    HAND[t] = (HAND[t] or 0) + 1
  end
end

local function held(t) return HAND[t] or 0 end

-- Cards we can shoot with / answer with / discard in a Duel (C-42).
local function bangs_held()
  local b = held("bang")
  if mychar == "calamity_janet" then b = b + held("missed") end
  return b
end

local function dodges_held()
  local m = held("missed")
  if mychar == "calamity_janet" then m = m + held("bang") end
  return m
end

-- C-12, C-13 from what is in play (scan_table first).
local function distance(a, b)
  local k = pos[a] - pos[b]
  if k < 0 then k = -k end
  if nalive - k < k then k = nalive - k end
  local d = k + DBONUS[b] - SIGHT[a]
  return d < 1 and 1 or d
end

-- ---- worth of effects --------------------------------------------------------

-- Worth of making q lose dmg life.
local function hit_value(q, dmg)
  local h = H[q]
  local life = LIFE[q]
  if life <= 0 or dmg <= 0 then return 0 end
  local lost = dmg < life and dmg or life
  local kill = lost >= life
  local v
  if h >= 0 then
    local m = maxof[q]
    v = h * lost * (1 + (m - life) / m)
    if kill then v = v + 3 * h end
  else
    v = h * lost * (life <= 2 and (q == sheriff_seat and 4 or 2) or 1)
    if kill then v = v + 6 * h end
  end
  if kill and q == sheriff_seat then
    if myrole == "outlaw" then v = v + WIN
    elseif myrole == "renegade" then v = v + (nalive == 2 and WIN or -WIN)
    else v = v - WIN end
  elseif kill and myrole == "renegade" and nalive == 2 then
    v = v + WIN
  end
  local c = charof[q]
  if h > 0 and (c == "bart_cassidy" or c == "el_gringo") then v = v * 0.85 end -- C-40, C-43
  return v
end

-- Worth to us of losing `loss` life.
local function self_loss(loss)
  local life = LIFE[me]
  if loss <= 0 then return 0 end
  local v = loss * (life <= 2 and 2.5 or 1.2)
  if loss >= life then v = v + (held("beer") > 0 and nalive > 2 and 3 or WIN) end
  return v
end

-- Worth of giving q one life (Beer, Saloon).
local function heal_value(q)
  local life, m = LIFE[q], maxof[q]
  if life >= m then return 0 end
  local f = q == me and 1.3 or -H[q]
  local need = 1 + (m - life) / m
  if life <= 2 then need = need + 1 end
  if life <= 1 then need = need + 2 end
  return f * need
end

-- Chance a BANG!-type shot at q is not cancelled: every Barrel draw! fails
-- and they hold no Missed! (12 cards in 80; 37 for Calamity Janet).
local function p_shot(q, needed)
  local fail = charof[q] == "lucky_duke" and 0.5625 or 0.75
  local m = charof[q] == "calamity_janet" and 0.3 or 0.15
  local p = fail ^ BARRELS[q] * (1 - m) ^ HANDN[q]
  if needed > 1 then p = 1 - (1 - p) * (1 - p) end -- C-52: a rough two-to-cancel
  return p
end

-- Chance q holds no BANG! for Indians! (Calamity Janet: nor Missed!).
local function p_nobang(q)
  local m = charof[q] == "calamity_janet" and 0.45 or 0.3
  return (1 - m) ^ HANDN[q]
end

-- Duel (C-29): q discards first; q loses if their BANG!s are at most ours.
local function p_duel_win(q)
  local b = bangs_held()
  local h = HANDN[q]
  local m = charof[q] == "calamity_janet" and 0.45 or 0.3
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

-- How well a weapon serves us: the worth of the foes it reaches.
local function weapon_score(t)
  ensure_h()
  local r = t and RANGE[t] or 1
  local mult = 1
  if t == "volcanic" and mychar ~= "willy_the_kid" then
    local b = bangs_held()
    mult = b >= 2 and 1 + 0.8 * (b - 1) or 1
  end
  local s = 0.05 * r
  for i = 1, nalive do
    local q = ring[i]
    local h = H[q]
    if q ~= me and h > 0.1 and distance(me, q) <= r then s = s + h * mult end
  end
  return s
end

local function weapon_gain(t)
  return weapon_score(t) - weapon_score(myweapon)
end

-- What one more card of type t in our hand is worth (others: how many of
-- that type we hold besides it). Needs scan_table and read_hand.
local function want(t, others)
  local life, m = LIFE[me], maxof[me]
  if t == "beer" then
    if nalive <= 2 then return 0.3 end -- C-24
    if life < m then return 8.5 - 0.5 * others end
    return 6.5 - others
  elseif t == "missed" then
    if mychar == "calamity_janet" then return 6.8 - 0.5 * others end
    return 7.2 - 0.8 * others
  elseif t == "bang" then
    if mychar == "calamity_janet" then return 6.8 - 0.5 * others end
    return 6.5 - (unlimited and 0.3 or 1.3) * others
  elseif t == "barrel" then return MINE.barrel and 0.8 or 8 - others * 7
  elseif t == "mustang" then return MINE.mustang and 0.8 or 7.5 - others * 6.5
  elseif t == "scope" then return MINE.scope and 0.8 or 6 - others * 5
  elseif RANGE[t] then
    if MINE[t] or others > 0 then return 0.6 end
    local gain = weapon_gain(t)
    if gain > 0.01 then return 6.5 + min(gain, 1) end
    return 1.5
  elseif t == "wells_fargo" then return 8.5
  elseif t == "stagecoach" then return 8
  elseif t == "panic" then return 6.9 - 0.3 * others
  elseif t == "cat_balou" then return 6.3 - 0.3 * others
  elseif t == "gatling" then return 6
  elseif t == "duel" then return 5.6 - 0.3 * others
  elseif t == "indians" then return 5.6 - 0.3 * others
  elseif t == "jail" then return 5.4 - 0.5 * others
  elseif t == "general_store" then return 5
  elseif t == "saloon" then return life < m and 6 or 4
  elseif t == "dynamite" then return 1.2
  end
  return 3
end

local function keep_value(t) return want(t, held(t) - 1) end

-- ---- phase 2 ------------------------------------------------------------------

local function grab_value(g, choice, panic)
  ensure_h()
  local q = choice.target
  local h = H[q]
  local v
  if choice.from_hand then
    if h < HMIN then return -1 end
    local hn = HANDN[q]
    v = h * (hn <= 2 and 1.8 or 1.3)
    if panic then v = v + 0.8 end -- the card comes to us
  else
    local t = g:card(choice.taken)
    if t == "jail" then
      v = -h * 2.5 -- free a friend (the record will call it hostile, though)
    elseif t == "dynamite" then
      v = -h * 1
    else
      if h < HMIN then return -1 end
      local w = INPLAY_WORTH[t] or 1
      if t == "barrel" and charof[q] == "jourdonnais" then w = 1.5 end
      v = h * w
      if panic and h > 0 then v = v + want(t, held(t)) / 8 end
    end
  end
  return v
end

-- Score of one play option: band + worth, or < 0 not to play it now.
-- A card aimed at one player is only aimed at a likely foe (H >= HMIN):
-- hitting a friend by mistake costs more than hitting a foe gains.
-- A card we would have to discard at phase 3 (C-11) costs nothing to play:
-- with more cards than life, anything worth more than nothing is played.
local spare = false

local function band(base, v, threshold)
  threshold = threshold or 0.3
  if spare and threshold > 0.02 then threshold = 0.02 end
  if v <= threshold then return -1 end
  return base + (v < 9.9 and v or 9.9)
end

local function score_play(g, o)
  if o.cmd == "end" then return 0 end
  if o.ability then -- Sid Ketchum (C-51): when the cards would go at phase 3 anyway
    local hn, life = HANDN[me], LIFE[me]
    if life < maxof[me] and hn >= life + 2 then return 10 end
    return -1
  end
  local t = o.as or g:card(o.card)
  local first = FIRST[t]
  if first then return first end
  if t == "beer" then
    if nalive <= 2 or LIFE[me] >= maxof[me] then return -1 end -- C-24; never at full life
    return 40 + (maxof[me] - LIFE[me])
  end
  ensure_h()
  local c = o.choice or EMPTY
  if RANGE[t] then return band(80, weapon_gain(t), 0.01)
  elseif t == "panic" then return band(70, grab_value(g, c, true), 0.5)
  elseif t == "cat_balou" then return band(70, grab_value(g, c, false), 0.4)
  elseif t == "jail" then
    local q = c.target
    if not q or H[q] < HMIN then return -1 end
    return band(65, H[q] * (HANDN[q] >= 3 and 2.4 or 2), 0.4)
  elseif t == "indians" then
    local v = 0
    for i = 1, nalive do
      local q = ring[i]
      if q ~= me then v = v + p_nobang(q) * hit_value(q, 1) end
    end
    return band(60, v, 0.3)
  elseif t == "gatling" then
    local v = 0
    for i = 1, nalive do
      local q = ring[i]
      if q ~= me then v = v + p_shot(q, 1) * hit_value(q, 1) end
    end
    return band(60, v, 0.3)
  elseif t == "duel" then
    local q = c.target
    if not q or H[q] < HMIN then return -1 end
    local p = p_duel_win(q)
    return band(55, p * hit_value(q, 1) - (1 - p) * self_loss(1), 0.3)
  elseif t == "bang" then
    local q = c.target
    if not q or H[q] < HMIN then return -1 end
    local needed = mychar == "slab_the_killer" and 2 or 1
    local v = p_shot(q, needed) * hit_value(q, 1)
    if v > 0 and o.as and held("bang") > 0 then v = v - 0.01 end -- Calamity: a BANG! card first
    -- Unsure targets are left alone (hitting a Deputy costs the law more
    -- than hitting an Outlaw gains); a card we must discard anyway goes
    -- at the likeliest foe.
    if spare then return band(50, v > 0.1 and v or 0, 0) end
    return band(50, v, 0.2)
  elseif t == "saloon" then
    local v = 0
    for i = 1, nalive do v = v + heal_value(ring[i]) end
    return band(38, v, 0.3)
  elseif t == "dynamite" then
    -- C-33: it explodes in front of each in turn with 1 chance in 8,
    -- starting with us.
    if LIFE[me] <= (mychar == "lucky_duke" and 2 or 3) then return -1 end
    local v, p, i = 0, 0.125, pos[me]
    for _ = 1, nalive * 2 do
      local q = ring[i]
      v = v + p * (q == me and -self_loss(3) or hit_value(q, 3))
      p = p * 0.875
      i = i % nalive + 1
    end
    return band(30, v, 0.5)
  end
  return -1 -- a card the bot does not know: not played
end

local function choose_play(g, options)
  -- Cards always played first need no look at the table.
  local best, pick = nil, #options
  for j = 1, #options do
    local o = options[j]
    if o.card and not o.as then
      local v = FIRST[g:card(o.card)]
      if v and (not best or v > best) then best, pick = v, j end
    end
  end
  if best then return pick end
  read_life(g)
  scan_table(g)
  read_hand(g)
  spare = HANDN[me] > LIFE[me]
  for j = 1, #options do
    local s = score_play(g, options[j])
    if s >= 0 and (not best or s > best) then best, pick = s, j end
  end
  return pick
end

-- ---- answers and other decisions ----------------------------------------

local function find_cmd(options, cmd)
  for j = 1, #options do if options[j].cmd == cmd then return j end end
  return nil
end

-- Among options carrying a card, the one least worth keeping (needs
-- read_life, scan_table and read_hand).
local function cheapest(g, options)
  local best, pick = nil, nil
  for j = 1, #options do
    local id = options[j].card
    if id then
      local v = keep_value(g:card(id))
      if not best or v < best then best, pick = v, j end
    end
  end
  return pick
end

-- Missed! or BANG! (Calamity Janet, C-42): the card of which we hold more.
local function commonest(g, options)
  local best, pick = nil, nil
  for j = 1, #options do
    local id = options[j].card
    if id then
      local t = g:card(id)
      local v = held(t) + (t == "missed" and 0.5 or 0)
      if not best or v > best then best, pick = v, j end
    end
  end
  return pick
end

-- A shot at us (C-21, C-22, C-45, C-52): the Barrel first, then Missed!;
-- take it only if nothing can cancel it (or too little against Slab).
local function choose_answer(g, decision)
  local options = decision.options
  for j = 1, #options do if options[j].barrel then return j end end
  read_hand(g)
  local needed = decision.args and decision.args.n or 1
  if needed > dodges_held() then return find_cmd(options, "take") or #options end
  return commonest(g, options) or #options
end

-- Duel or Indians! (C-29): discard a BANG! when we have one; against
-- Indians! at full (and high) life, the last BANG! is kept for a foe in
-- range instead.
local function choose_discard_bang(g, decision)
  local options = decision.options
  read_hand(g)
  local take = find_cmd(options, "take")
  local discard = commonest(g, options)
  if not discard then return take or 1 end
  local args = decision.args or EMPTY
  local life = g:life(me)
  if take and args.source and args.source ~= me and bangs_held() == 1 and life >= 4
      and life >= maxof[me] then
    read_life(g)
    scan_table(g)
    ensure_h()
    local r = REACH[me]
    for i = 1, nalive do
      local q = ring[i]
      if q ~= me and H[q] >= 0.8 and distance(me, q) <= r then return take end
    end
  end
  return discard
end

-- At 0 life (C-34): a Beer, else Sid Ketchum's ability, never "die".
local function choose_save(options)
  for j = 1, #options do
    if options[j].card then return j end
  end
  return find_cmd(options, "ability") or #options
end

-- Lucky Duke (C-47): the card that passes.
local function choose_check(options)
  for j = 1, #options do if options[j].good then return j end end
  return 1
end

-- General Store (C-27): the card most worth having; Kit Carlson (C-46):
-- the card least worth having goes back (sign -1).
local function choose_card(g, options, sign)
  read_life(g)
  scan_table(g)
  read_hand(g)
  local best, pick = nil, 1
  for j = 1, #options do
    local id = options[j].card
    if id then
      local t = g:card(id)
      local v = sign * want(t, held(t))
      if not best or v > best then best, pick = v, j end
    end
  end
  return pick
end

-- Jesse Jones (C-44): a card from the foe with most cards (worth the most);
-- Pedro Ramirez (C-49): the discard pile's top if it is a good card.
local function choose_source(g, options)
  read_life(g)
  scan_table(g)
  read_hand(g)
  local best, pick = 0.25, find_cmd(options, "draw deck") or 1
  for j = 1, #options do
    local o = options[j]
    if o.target then
      ensure_h()
      local q = o.target
      local v = H[q] * min(HANDN[q], 5) / 5 + 0.05 * HANDN[q]
      if H[q] > 0.2 and v > best then best, pick = v, j end
    elseif o.discard then
      local top = g:top("discard")
      if top then
        local t = g:card(top)
        if want(t, held(t)) >= 6.3 then return j end
      end
    end
  end
  return pick
end

function bot.choose(g, decision)
  local options = decision.options
  if #options <= 1 then return 1 end
  local kind = decision.kind
  if kind == "draw_check" then return choose_check(options)
  elseif kind == "save" then return choose_save(options) end
  G, call_id = g, call_id + 1
  begin(g, decision.player)
  if kind == "play" then return choose_play(g, options)
  elseif kind == "answer" then return choose_answer(g, decision)
  elseif kind == "discard_bang" then return choose_discard_bang(g, decision)
  elseif kind == "discard" or kind == "ability_discard" then
    read_life(g)
    scan_table(g)
    read_hand(g)
    return cheapest(g, options) or 1
  elseif kind == "general_store" then return choose_card(g, options, 1)
  elseif kind == "put_back" then return choose_card(g, options, -1)
  elseif kind == "draw_source" then return choose_source(g, options)
  end
  return 1
end

return bot
