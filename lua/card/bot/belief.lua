-- bot/belief.lua: who the computer player thinks is who. Each player in
-- play gets a number H: what hurting them is worth to the player deciding
-- (> 0 a foe, < 0 a friend). Known roles (ours, the Sheriff's, revealed
-- ones) come from a matrix: Outlaws hunt the Sheriff, the law hunts
-- whoever hurts the law, the Renegade sides with the law against the
-- Outlaws, keeps the Sheriff alive and turns on him only at the end.
-- Hidden roles are weighed by the public record (public.hostility: cards
-- aimed and life taken). H is kept per deciding seat while the record, the
-- players in play (and for the Renegade the Sheriff's life) are unchanged.

local scan = require "bot.scan"
local acts = require "bot.acts"

local belief = {}

local EMPTY = {}
local next, type = next, type

-- C-1: roles besides the Sheriff, per table size.
local ROLE_COUNTS = {
  [4] = { outlaw = 2, renegade = 1, deputy = 0 },
  [5] = { outlaw = 2, renegade = 1, deputy = 1 },
  [6] = { outlaw = 3, renegade = 1, deputy = 1 },
  [7] = { outlaw = 3, renegade = 1, deputy = 2 },
}

-- Whether every Outlaw the table was dealt (C-1) is out of play, their
-- roles shown: from the view alone (bot/level.lua asks it for whatever
-- player it wraps).
function belief.no_outlaws(view)
  local n = view:players()
  local left = (ROLE_COUNTS[n] or EMPTY).outlaw
  if not left then return false end
  for p = 1, n do
    if not view:alive(p) and view:role(p) == "outlaw" then left = left - 1 end
  end
  return left <= 0
end

-- A table by role of the last game's state P, as it is (each of its
-- fields is set anew), or a new one.
local function by_role(P, key)
  local t = P and P[key]
  return type(t) == "table" and t or {}
end

-- P: the last game's state (or nil), whose tables are reused.
function belief.init(S, view, P)
  local reuse, m = scan.reuse_seats, scan.seats_of(P)
  local n = view:players()
  S.n = n
  S.maxof, S.shown, S.roleof = reuse(P, "maxof", m, n), reuse(P, "shown", m, n), reuse(P, "roleof", m) -- (the first two written below)
  S.sheriff_seat = 0
  local maxof, shown = S.maxof, S.shown
  view:roles_shown(shown) -- (the roles shown, in one call: only the Sheriff's is read here)
  for p = 1, n do
    if shown[p] == "sheriff" then S.sheriff_seat = p end -- C-1
    maxof[p], shown[p] = view:max_life(p), false
  end
  S.shown_alive = -1 -- players in play when `shown` was read
  local alive_role, unknown_role, HM = by_role(P, "alive_role"), by_role(P, "unknown_role"), by_role(P, "HM")
  alive_role.sheriff, alive_role.deputy, alive_role.outlaw, alive_role.renegade = 0, 0, 0, 0
  unknown_role.deputy, unknown_role.outlaw, unknown_role.renegade = 0, 0, 0
  HM.sheriff, HM.deputy, HM.outlaw, HM.renegade = 0, 0, 0, 0
  S.alive_role, S.unknown_role, S.HM = alive_role, unknown_role, HM
  S.kseat, S.kweight = reuse(P, "kseat", m), reuse(P, "kweight", m)           -- seats whose role we know, and how lawful
  S.nk, S.kseat_me, S.kseat_shown = 0, -1, -1 -- how many, and the seat and S.shown_alive they are for
  S.hidden, S.E, S.LAWFUL = reuse(P, "hidden", m), reuse(P, "E", m), reuse(P, "LAWFUL", m) -- hidden seats in play, evidence, lawfulness
  S.HBASE = reuse(P, "HBASE", m) -- (renegade_hunt's scratch)
  S.REC = P and type(P.REC) == "table" and P.REC or {} -- the public record, read with view:grid
  S.rowsum = reuse(P, "rowsum", m)                       -- per source: the sum of its record
  S.SNAP = reuse(P, "SNAP", m)                           -- the record while the last Outlaw was in play (renegade_hunt)
  acts.init(S, view, P, (ROLE_COUNTS[n] or EMPTY).outlaw, (ROLE_COUNTS[n] or EMPTY).deputy)
  S.host_moves, S.host_life, S.host_last = -1, -1, 0 -- the record's sum when last read
  S.host_noted = -1                                  -- and public.noted then
  S.noted_by, S.seen_by = false, reuse(P, "seen_by", m) -- public.noted_by, and per row its count when read
  S.call_id, S.h_call = 0, -1            -- this decision's number, H's
  S.ws_call, S.ws_value = -1, 0          -- the decision our weapon's worth is for, and it
  -- per seat: H and its key; the last game's H tables kept, emptied, as spares
  local spare = P and P.Hspare
  if type(spare) ~= "table" then spare = {} end -- a list, only ever grown at its end
  local old_hs = P and P.Hs
  if type(old_hs) == "table" then
    for p = 1, m do
      local H = old_hs[p]
      if H then
        for k = 1, m do H[k] = nil end -- keyed by seats
        spare[#spare + 1] = H
      end
    end
  end
  S.Hspare = spare
  S.Hs, S.hkey_host, S.hkey_alive, S.hkey_slife = reuse(P, "Hs", m), reuse(P, "hkey_host", m), reuse(P, "hkey_alive", m), reuse(P, "hkey_slife", m)
  S.H = {}
  S.me, S.myrole, S.mychar = 0, "", false
  S.foe_near, S.near_foe = false, false -- (answers.discard: a known foe in our reach, and who)
end

-- Who decides: our seat, role and character.
function belief.begin(S, view, player)
  S.call_id = S.call_id + 1
  S.me = player
  local role = S.roleof[player]
  if not role then role = view:role(player); S.roleof[player] = role end -- our own role
  S.myrole, S.mychar = role, S.seat[player]
  -- The law's hunt: no Outlaw in play, only the Renegade left to beat
  -- (as of the record's last read: an elimination is read with it).
  S.hunt = S.no_outlaws and (role == "sheriff" or role == "deputy")
end

-- What hurting a player of each role is worth to us (negative: a friend).
local function set_matrix(S)
  local HM, myrole = S.HM, S.myrole
  local ao, ad = S.alive_role.outlaw, S.alive_role.deputy
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
      local s = S.sheriff_seat
      if s == 0 or S.LIFE[s] * 2 <= S.maxof[s] then
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
      -- Alone with the law: the Sheriff is pressed too, not only once the
      -- Deputies are out (worth.hit keeps him from a shot that kills him
      -- while a Deputy lives); sparing him made endgames drag on.
      HM.sheriff = ad == 0 and 1.5 or 0.8
    end
  end
end

-- Once no Outlaw is in play, the hidden players are the Renegade and
-- Deputies, and the Outlaw-or-Deputy evidence above tells them apart no
-- more: the Renegade shot Outlaws as Deputies do, and a hidden target
-- looks lawful whoever fires at it, so he kept passing for a Deputy while
-- he shot one. Instead: were hidden player r the Renegade, every hostile
-- act between the others, the Sheriff and the Deputies shown would be
-- friendly fire, which the law avoids; so r is the likelier Renegade the
-- more of those acts he is part of, as source or (less: the Renegade
-- starts the fights, a Deputy answers them) as target. Acts at us or the
-- Sheriff weigh more; ours not at all (what we did says nothing of them);
-- acts at a player the Sheriff attacked follow his lead and weigh less.
-- Acts from before the first Outlaw went out weigh little: mistakes are
-- common in the opening fight against the Outlaws. Those from once one
-- was out until the last was (bot/acts.lua's S.MID) weigh most: then the
-- Renegade presses the law while it outnumbers the Outlaws, aiming at
-- players he takes for Deputies, which a Deputy does only by mistake
-- (weighing them as little as the opening's left the law blind in its
-- first turns of the hunt: turns after the last Outlaw, mean 9.1 -> 8.1
-- over 2,000 games, hard). P(r) grows as RH^acts, shared by the hidden
-- players; H follows.
local RH = 1.8
local LEAD = 0.25 -- an act at a player the Sheriff attacked
local OLD = 0.1  -- an act from before the first Outlaw went out
local MID = 2    -- one from then until the last one went out
local TARGET = 0.5 -- an act at r rather than by r: the Renegade starts fights
local OPENER = 3 -- r fired first at a law player who had not fired at him (3 and 1.5 measure alike)
local KNOWN = 2 -- an act at the Sheriff or a Deputy shown, at any time
local AT_ME = 3  -- and that player was us: we know we are no Renegade

-- The acts of src at t (bot/acts.lua: aimed ones only, so a Gatling's
-- damage is no evidence), weighed by when they were made (above).
local function act(S, src, t)
  local all = S.AIM[src][t]
  if not all then return 0 end
  local late, mid = S.LATE[src][t] or 0, S.MID[src][t] or 0
  return late + MID * mid + OLD * (all - late - mid)
end

-- The acts between hidden players r and t, as evidence that r is the
-- Renegade (t's acts at r count TARGET: the Renegade starts the fights).
-- Their acts from once they knew each other (bot/acts.lua's S.KNEW: the
-- Deputy among them saw only one hidden player, the Renegade) are left
-- out: then who starts their fight says nothing of which is which (the
-- Deputy who shot the Renegade first looked the Renegade, and the
-- Sheriff shot his last Deputy).
local function hidden_acts(S, r, t, led)
  local a = act(S, r, t) - (S.KNEW[r][t] or 0)
  if led[t] then a = LEAD * a end
  if S.OPENED[r][t] == 1 and not led[t] then a = a + OPENER end
  local b = TARGET * (act(S, t, r) - (S.KNEW[t][r] or 0))
  if led[r] then b = LEAD * b end
  return a + b
end

local function renegade_hunt(S, nh)
  local me, shown, hidden = S.me, S.shown, S.hidden
  local sheriff, n = S.sheriff_seat, S.n
  local E, H, HM, BASE = S.E, S.H, S.HM, S.HBASE
  local led = S.AIM[sheriff] or EMPTY -- the Sheriff's targets
  local OPENED = S.OPENED
  local lawful_me = S.myrole == "sheriff" or S.myrole == "deputy"
  local sum = 0
  for i = 1, nh do
    local r = hidden[i]
    local acts_r = 0
    local opened = OPENED[r]
    for t = 1, n do
      local rt = shown[t]
      if t ~= r and rt ~= "outlaw" and rt ~= "renegade" then
        if t == sheriff or rt == "deputy" then
          -- (a Deputy never aims at the law he knows, whenever it was)
          acts_r = acts_r + KNOWN * (S.AIM[r][t] or 0)
          if opened[t] and (t == sheriff or not led[t]) then
            acts_r = acts_r + ((t == me and lawful_me) and AT_ME or OPENER)
          end
          if t ~= me then
            local a = TARGET * act(S, t, r)
            acts_r = acts_r + ((t ~= sheriff and led[r]) and LEAD * a or a)
          end
        elseif t == me then
          local a = 1.5 * act(S, r, t)
          if opened[t] and not led[t] then a = a + (lawful_me and AT_ME or OPENER) end
          acts_r = acts_r + a
        end
      end
    end
    BASE[r] = acts_r -- the acts with players we know are no Renegade
    local full = acts_r
    for j = 1, nh do
      local t = hidden[j]
      if t ~= r then full = full + hidden_acts(S, r, t, led) end
    end
    local w = RH ^ (full < 30 and full or 30)
    E[r] = w -- (E is spent: the loops above are done with it)
    sum = sum + w
  end
  -- Once more, each act with another hidden player t counting as much as
  -- t looks no Renegade by the first count: a Deputy aims at whom he takes
  -- for the Renegade, and the Renegade's own shots at a Deputy are what
  -- give him away (a Deputy who shot the player the record marks drew
  -- the shooter's weight on himself).
  local sum2 = 0
  for i = 1, nh do
    local r = hidden[i]
    local acts_r = BASE[r]
    for j = 1, nh do
      local t = hidden[j]
      if t ~= r then acts_r = acts_r + hidden_acts(S, r, t, led) * (1 - E[t] / sum) end
    end
    BASE[r] = RH ^ (acts_r < 30 and acts_r or 30)
    sum2 = sum2 + BASE[r]
  end
  local hr, hd = HM.renegade, HM.deputy
  for i = 1, nh do
    local r = hidden[i]
    local p = BASE[r] / sum2
    H[r] = p * hr + (1 - p) * hd
  end
end

-- H for every player in play: known roles from the matrix, hidden ones
-- weighed by the public record. Aiming at or hurting the law looks like an
-- Outlaw, aiming at Outlaws like a Deputy; the Sheriff's own targets look
-- a little like Outlaws (Deputies follow his lead); then once more against
-- the hidden players, by how lawful they look. The odds that a hidden
-- player with evidence e is an Outlaw rather than a Deputy are
-- ((d+e)/(d-e))^2 with d = |e|+2, so 1 without evidence (written out in
-- both loops: a function call there cost more than the arithmetic).
local function estimate(S)
  set_matrix(S)
  local me, myrole, shown = S.me, S.myrole, S.shown
  local kseat, kweight = S.kseat, S.kweight
  local nk = S.nk
  -- The seats whose role we know change only with us or the roles shown
  -- (read again when a player goes out).
  if S.kseat_me ~= me or S.kseat_shown ~= S.shown_alive then
    S.kseat_me, S.kseat_shown = me, S.shown_alive
    nk = 0
    for p = 1, S.n do
      local r, w = p == me and myrole or shown[p], 0
      if r == "sheriff" then w = 1.5
      elseif r == "deputy" then w = p == me and 0.6 or 1
      elseif r == "outlaw" then w = p == me and -0.6 or -1 end
      if w ~= 0 then nk = nk + 1; kseat[nk], kweight[nk] = p, w end
    end
    for k = nk + 1, #kseat do kseat[k], kweight[k] = nil, nil end
    S.nk = nk
  end
  local hostility = S.AIM
  local sheriff = S.sheriff_seat
  local from_sheriff = sheriff ~= me and hostility[sheriff] or EMPTY
  local unknown = S.unknown_role
  local uo, ud, ur = unknown.outlaw, unknown.deputy, unknown.renegade
  local H, HM, E, LAWFUL, hidden, ring = S.H, S.HM, S.E, S.LAWFUL, S.hidden, S.ring
  local nh = 0
  for i = 1, S.nalive do
    local q = ring[i]
    local r = q == me and myrole or shown[q]
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
      local d = (e < 0 and -e or e) + 2 -- the odds (above)
      local odds = (d + e) / (d - e)
      odds = odds * odds
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
    local d = (e < 0 and -e or e) + 2 -- the odds, with the evidence of hidden targets
    local odds = (d + e) / (d - e)
    odds = odds * odds
    local wo, wd = uo * odds, ud / odds
    local total = wo + wd + ur
    H[q] = total > 0 and (wo * ho + wd * hd + ur * hr) / total or 0
  end
  if S.alive_role.outlaw == 0 and ur > 0 and nh > 1 then
    renegade_hunt(S, nh)
  end
end

-- A fingerprint of the public record (it only grows): the sum of every
-- entry, and per source (our own acts do not change what we think of
-- others, so our row is left out of our key). (With public.noted,
-- view:grid adds them up as it reads.)
local function hostility_sum(S)
  local hostility, rowsum, n = S.REC, S.rowsum, S.n
  local s = 0
  for source = 1, n do
    local row = hostility[source]
    if row then
      local r = 0
      for target = 1, n do
        local a = row[target]
        if a then r = r + a end
      end
      rowsum[source] = r
      s = s + r
    end
  end
  return s
end

-- H for the player deciding (after scan.life), computed when first needed
-- in a decision and kept while nothing it depends on changed.
function belief.ensure_h(S)
  if S.h_call == S.call_id then return end
  S.h_call = S.call_id
  local me = S.me
  -- The record only changes when the rules' public.noted does (one read);
  -- rules without it change it only along with a card move or a life lost.
  -- With the rules' count per row (public.noted_by, there from the first
  -- note on) H's key is how many notes others made (our own acts do not
  -- change what we think of others), and the record is read only when H
  -- is computed, and then only the rows that changed since.
  local view = S.view
  local host = S.host_last
  local read = false
  local public = S.public
  local noted = public.noted
  local by = S.noted_by
  if noted ~= nil and not by then
    by = public.noted_by or false
    S.noted_by = by
  end
  if by then
    host = noted - (by[me] or 0)
  elseif noted ~= nil then
    if noted ~= S.host_noted then
      -- The record in one call, then plain reads; its sums with it.
      local _, total = view:grid(S.hostility, S.REC, S.n, S.rowsum)
      S.host_noted, S.host_last = noted, total
    end
    read = true -- S.REC is the record as it is now
    host = S.host_last - (S.rowsum[me] or 0)
  else
    local moves = view:moves()
    if moves ~= S.host_moves or S.lifesum ~= S.host_life then
      view:grid(S.hostility, S.REC, S.n)
      read = true
      host = hostility_sum(S)
      S.host_moves, S.host_life, S.host_last = moves, S.lifesum, host
    end
    host = host - (S.rowsum[me] or 0)
  end
  local count = S.nalive
  local sheriff = S.sheriff_seat
  local slife = (S.myrole == "renegade" and S.pos[sheriff]) and S.LIFE[sheriff] or -1
  local H = S.Hs[me]
  if H and S.hkey_host[me] == host and S.hkey_alive[me] == count and S.hkey_slife[me] == slife then
    S.H = H
    return
  end
  if not H then
    local spare = S.Hspare
    H = spare[#spare]
    if H then spare[#spare] = nil else H = {} end
    S.Hs[me] = H
  end
  S.H = H
  S.hkey_host[me], S.hkey_alive[me], S.hkey_slife[me] = host, count, slife
  if by then -- the rows that changed
    view:grid(S.hostility, S.REC, S.n, S.rowsum, by, S.seen_by)
  elseif not read then
    view:grid(S.hostility, S.REC, S.n) -- the record as it is now
  end
  acts.read(S, view, S.public)
  S.hunt = S.no_outlaws and (S.myrole == "sheriff" or S.myrole == "deputy")
  local counts = ROLE_COUNTS[S.n] or EMPTY
  local ud, uo, ur = counts.deputy or 0, counts.outlaw or 0, counts.renegade or 0
  local shown, myrole = S.shown, S.myrole
  for p = 1, S.n do
    local r = p == me and myrole or shown[p]
    if r == "deputy" then ud = ud - 1
    elseif r == "outlaw" then uo = uo - 1
    elseif r == "renegade" then ur = ur - 1 end
  end
  if ud < 0 then ud = 0 end
  if uo < 0 then uo = 0 end
  if ur < 0 then ur = 0 end
  local unknown, alive_role = S.unknown_role, S.alive_role
  unknown.deputy, unknown.outlaw, unknown.renegade = ud, uo, ur
  -- In play: the hidden players (all alive), the Sheriff, and us.
  alive_role.sheriff = S.pos[sheriff] and 1 or 0
  alive_role.deputy, alive_role.outlaw, alive_role.renegade = ud, uo, ur
  if myrole ~= "sheriff" and alive_role[myrole] and S.pos[me] then
    alive_role[myrole] = alive_role[myrole] + 1
  end
  estimate(S)
end

return belief
