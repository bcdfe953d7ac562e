-- bot/acts.lua: the public record act by act (rules.public.acts: each
-- hostile act in the order it was made, with its turn and whether it was
-- aimed at its target or struck everyone, and each elimination), read a
-- little at a time: only the acts made since the last read. What it keeps
-- is what any player at the table saw happen, nothing hidden:
--   S.AIM[src][t]   the acts src aimed at t (a card aimed: 1; life they
--                   made t lose with it: the amount). A Gatling's or an
--                   Indians!'s damage is left out: it says nothing of whom
--                   its player wants hurt.
--   S.LATE[src][t]  the same, only those made once no Outlaw was in play
--                   (the Renegade is then the law's only foe).
--   S.MID[src][t]   the same, only those made once an Outlaw was out but
--                   before the last one was (the Renegade then presses
--                   the law, which outnumbers the Outlaws, by aiming at
--                   who he knows are Deputies; a Deputy still aims only at
--                   who looks an Outlaw to him).
--   S.KNEW[src][t]  the same, only those made once no Outlaw and at most
--                   one Deputy was in play: the hidden players then know
--                   each other (the Deputy sees one hidden player, the
--                   Renegade), and whoever starts their fight says
--                   nothing of which is which.
--   S.OPENED[src][t] 1 (2: in the time of KNEW) when, once no Outlaw was
--                   in play, src aimed at t though t had never aimed at
--                   src (at any time): who starts a fight then is the
--                   Renegade, a Deputy only answers one.
--   S.LASTAT[src][t] the turn src last aimed at t.
--   S.outlaws_out   Outlaws eliminated; S.no_outlaws once all are;
--   S.deputies_out  Deputies eliminated.

local acts = {}

local type = type

local function rows(P, key, n)
  local t = P and P[key]
  if type(t) ~= "table" then t = {} end
  for i = 1, n do
    local row = t[i]
    if type(row) ~= "table" then row = {}; t[i] = row end
    for j = 1, n do row[j] = false end
  end
  return t
end

-- The Outlaws and Deputies out of play, their roles shown (a scenario
-- may start with some out already, without an elimination in the record).
local function roles_out(S, view)
  local out, dout = 0, 0
  for p = 1, view:players() do
    if not view:alive(p) then
      local role = view:role(p)
      if role == "outlaw" then out = out + 1 elseif role == "deputy" then dout = dout + 1 end
    end
  end
  S.outlaws_out, S.deputies_out = out, dout
  S.no_outlaws = out >= S.outlaws_total
end

-- P: the last game's state (or nil), whose tables are reused.
-- outlaws, deputies: how many the table was dealt.
function acts.init(S, view, P, outlaws, deputies)
  local n = view:players()
  S.AIM, S.LATE, S.MID = rows(P, "AIM", n), rows(P, "LATE", n), rows(P, "MID", n)
  S.KNEW = rows(P, "KNEW", n)
  S.OPENED, S.LASTAT = rows(P, "OPENED", n), rows(P, "LASTAT", n)
  S.acts_seen = 0
  S.outlaws_out, S.outlaws_total, S.no_outlaws = 0, outlaws or 0, false
  S.deputies_out, S.deputies_total = 0, deputies or 0
  roles_out(S, view)
end

-- Read the acts made since the last call (public.acts: rules/core.lua's
-- api.act_code says how each is packed).
function acts.read(S, view, public)
  local total = public.nacts
  local k = S.acts_seen
  if not total or total == k then return end
  local list = public.acts
  local AIM, LATE, MID, KNEW, OPENED, LASTAT = S.AIM, S.LATE, S.MID, S.KNEW, S.OPENED, S.LASTAT
  while k < total do
    k = k + 1
    local c = list[k]
    local t = c % 64; c = c // 64
    local src = c % 64; c = c // 64
    local amount = c % 16; c = c // 16
    local kind = c % 4
    local turn = c // 4
    if kind == 1 and src > 0 then -- aimed
      local row = AIM[src]
      row[t] = (row[t] or 0) + (amount > 0 and amount or 1)
      LASTAT[src][t] = turn
      if S.no_outlaws then
        local late = LATE[src]
        local knew = S.deputies_total - S.deputies_out <= 1
        if not late[t] and not AIM[t][src] then OPENED[src][t] = knew and 2 or 1 end
        late[t] = (late[t] or 0) + (amount > 0 and amount or 1)
        if knew then
          local k = KNEW[src]
          k[t] = (k[t] or 0) + (amount > 0 and amount or 1)
        end
      elseif S.outlaws_out > 0 then
        local mid = MID[src]
        mid[t] = (mid[t] or 0) + (amount > 0 and amount or 1)
      end
    elseif kind == 3 then -- out of play: its role is shown now
      local role = view:role(t)
      if role == "outlaw" or role == "deputy" then roles_out(S, view) end
    end
  end
  S.acts_seen = k
end

return acts
