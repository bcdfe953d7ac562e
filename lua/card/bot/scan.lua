-- bot/scan.lua: what the computer player reads off the table: the seats in
-- play and their life (scan.life), each player's cards in play and hand
-- size (scan.table: reach, distance and sight bonuses, the chance their
-- draw!s all fail to cancel a shot, no BANG! limit), our own hand
-- (scan.hand: how many of each card, and how many serve as a shot, a dodge
-- or a save), and distance (C-12, C-13). Each is read again only when it
-- may have changed.

local scan = {}

local pairs, next, type = pairs, next, type

-- A table of the last game's state P (emptied), or a new one: a world
-- plays thousands of games, and reused tables make no garbage.
local function reuse(P, key)
  local t = P and P[key]
  if type(t) ~= "table" then return {} end
  for k in next, t do t[k] = nil end
  return t
end
scan.reuse = reuse

-- A table of the last game's state P keyed by seats only (at most upto:
-- that game's players), emptied past seat `from` (0: all of it; a caller
-- that writes seats 1..from anyway leaves them), or a new one. A numeric
-- loop: emptying with next() costs a C call per key, and a state has many
-- such tables.
local function reuse_seats(P, key, upto, from)
  local t = P and P[key]
  if type(t) ~= "table" then return {} end
  for k = (from or 0) + 1, upto do t[k] = nil end
  return t
end
scan.reuse_seats = reuse_seats

-- How many seats the last game's state P had (its seat tables' keys go no
-- further).
function scan.seats_of(P)
  local n = P and P.n
  return type(n) == "number" and n or 64
end

-- A scratch table of the last game's state, as it is (every read of it
-- follows a write in the same decision), or a new one.
local function keep(P, key)
  local t = P and P[key]
  if type(t) ~= "table" then return {} end
  return t
end

-- P: the last game's state (or nil), whose tables are reused.
function scan.init(S, view, P)
  local n = view:players()
  -- Physical card id -> its card's info (info_of): kept from the last
  -- game while every id is the same card type as then (view:types_key)
  -- and the infos are the same (traits.init); else a new one (emptying
  -- one costs more).
  local types_key, byid = view:types_key(), P and P.byid
  if type(byid) ~= "table" or P.byid_key ~= types_key or P.byid_info ~= S.info then byid = {} end
  S.byid, S.byid_key, S.byid_info = byid, types_key, S.info
  S.option_info = keep(P, "option_info") -- phase 2: per option, its card's info (scratch)
  S.option_as = keep(P, "option_as")     -- and the card a substitute is played as, or nil
  -- Fields of the options read with view:columns (scratch; bot/play.lua:
  -- what a substitute is played as (S.option_as), the card, the command,
  -- whether it runs an ability, and the choice's target, from_hand and
  -- taken), and the lists of paths' outputs in the orders play.lua reads.
  S.option_card, S.option_target = keep(P, "option_card"), keep(P, "option_target")
  S.option_cmd, S.option_run = keep(P, "option_cmd"), keep(P, "option_run")
  S.option_from_hand, S.option_taken = keep(P, "option_from_hand"), keep(P, "option_taken")
  local function cols(key, a, b, c)
    local t = keep(P, key)
    t[1], t[2], t[3] = a, b, c
    return t
  end
  S.card_cols = cols("card_cols", S.option_as, S.option_card)
  S.aim_cols = cols("aim_cols", S.option_target)
  S.attack_cols = cols("attack_cols", S.option_target, S.option_from_hand, S.option_taken)
  S.bare_cols = cols("bare_cols", S.option_cmd, S.option_run)
  -- and which options need the last three (lists of option numbers)
  S.aim_rows, S.attack_rows, S.bare_rows = keep(P, "aim_rows"), keep(P, "attack_rows"), keep(P, "bare_rows")
  S.option_check = keep(P, "option_check") -- an answer's options: dodge_check (bot/answers.lua)
  local acols = keep(P, "answer_cols")
  acols[1], acols[2], acols[3] = S.option_card, S.option_cmd, S.option_check
  S.answer_cols = acols
  S.table_key, S.table_alive = -1, -1 -- view:moves() and players in play when the table was read
  -- The seat tables are written for every seat below: only the last
  -- game's seats past ours are emptied.
  local m = scan.seats_of(P)
  local function seats(key) return reuse_seats(P, key, m, n) end
  local ring, pos, LIFE = seats("ring"), seats("pos"), seats("LIFE") -- seats in play, their index, life
  S.ring, S.pos, S.LIFE = ring, pos, LIFE
  S.nalive, S.lifesum = n, 0
  S.hand_key, S.hand_of = -1, -1      -- view:moves() and the seat when our hand was read
  S.hand_call, S.tally_call = -1, -1  -- the decisions our hand and view:tally were last read in
  S.HAND, S.hand_ids = {}, {} -- card id -> how many in our hand; those ids
  -- Our hand's physical cards as last read (view:tally or view:cards fill
  -- it), and whether they changed since HAND was counted from them.
  S.hand_list, S.hand_dirty = reuse(P, "hand_list"), true
  S.tally_moves = -1 -- view:moves() when view:tally was last read
  S.lives_key = false -- and the key of the lives it read then (none yet this game)
  S.nshot, S.ndodge, S.nsave, S.nshot_own = 0, 0, 0, 0
  -- view:tally's tables (scratch but for T_PLAY and T_TOP: per seat, its
  -- cards in play and the top one when last read, -1 for none yet)
  S.T_LIFE, S.T_PLAY, S.T_TOP = keep(P, "T_LIFE"), keep(P, "T_PLAY"), keep(P, "T_TOP")
  local T_PLAY, T_TOP = S.T_PLAY, S.T_TOP
  S.play_moved = 0 -- the seats whose cards in play view:tally last found changed
  local REACH, FAIL, DBONUS, SIGHT = seats("REACH"), seats("FAIL"), seats("DBONUS"), seats("SIGHT")
  local UNLIMITED, HANDN, WEAPON = seats("UNLIMITED"), seats("HANDN"), seats("WEAPON")
  local INPLAY = seats("INPLAY") -- its tables of card ids are emptied below
  local PLAYLIST = seats("PLAYLIST") -- per seat: its cards in play as view:cards last wrote them (scratch)
  S.PLAYLIST = PLAYLIST
  S.REACH, S.FAIL, S.DBONUS, S.SIGHT = REACH, FAIL, DBONUS, SIGHT
  S.UNLIMITED, S.HANDN, S.WEAPON, S.INPLAY = UNLIMITED, HANDN, WEAPON, INPLAY
  for p = 1, n do
    local types = INPLAY[p]
    if type(types) == "table" then
      for k in next, types do types[k] = nil end
    else
      types = {}
    end
    T_PLAY[p], T_TOP[p], INPLAY[p], HANDN[p] = -1, -1, types, 0
    if type(PLAYLIST[p]) ~= "table" then PLAYLIST[p] = {} end
    REACH[p], FAIL[p], DBONUS[p], SIGHT[p] = 1, 1, 0, 0
    UNLIMITED[p], WEAPON[p], LIFE[p] = false, false, 0
    ring[p], pos[p] = p, p
  end
  S.mine, S.myweapon, S.unlimited = S.INPLAY[1], false, false
  S.spare = false
end

-- The info (bot/traits.lua) of a physical card: a card's type never
-- changes during a game, so it is asked of the core once.
local function info_of(S, view, id)
  local it = S.byid[id]
  if not it then
    it = S.info[(view:card(id))]
    S.byid[id] = it
  end
  return it
end
scan.info_of = info_of

-- The players in play and their life; the roles shown as players go out
-- (C-35).
function scan.life(S, view)
  local count, sum = 0, 0
  local lives = S.T_LIFE
  -- Everyone's life (false: out), and for scan.table, which always comes
  -- next, the hand counts, the seats whose cards in play changed and
  -- view:moves(), and for scan.hand our hand: one call. The lives are written (and gone through below) only
  -- when their key is not the one of our last read: about half of the
  -- decisions come after no life changed.
  local moves, changed, key, moved = view:tally(lives, S.HANDN, S.T_PLAY, S.T_TOP, S.hand_list, S.me, S.lives_key, true)
  S.tally_call, S.tally_moves, S.play_moved = S.call_id, moves, moved
  if changed then S.hand_dirty = true end
  if key and key == S.lives_key then return end -- (and so are ring, LIFE, ...)
  S.lives_key = key
  local ring, pos, LIFE = S.ring, S.pos, S.LIFE
  local before = S.nalive
  for i = 1, before do -- nobody comes back: only those in play last time
    local p = ring[i]
    local life = lives[p]
    if life then
      LIFE[p], sum = life, sum + life
      count = count + 1
      ring[count], pos[p] = p, count
    else
      LIFE[p], pos[p] = 0, nil
    end
  end
  for i = count + 1, before do ring[i] = nil end
  S.nalive, S.lifesum = count, sum
  if S.shown_alive ~= count then
    S.shown_alive = count
    view:roles_shown(S.shown) -- (every seat's view:revealed(p) and view:role(p) or false)
  end
end

-- Cards in play and hand sizes of everyone in play. A player's cards in
-- play are read again only when their number or the top one changed (a
-- new card always goes on top): view:tally tells which seats' did.
function scan.table(S, view)
  local me = S.me
  local key = S.tally_call == S.call_id and S.tally_moves or view:moves()
  if key == S.table_key and S.nalive == S.table_alive then -- no card moved since
    S.mine, S.myweapon, S.unlimited = S.INPLAY[me], S.WEAPON[me], S.UNLIMITED[me]
    return
  end
  S.table_key, S.table_alive = key, S.nalive
  local plays = S.T_PLAY
  local moved = S.play_moved
  if S.tally_call ~= S.call_id then -- (else scan.life read them in this decision)
    local _
    _, _, _, moved = view:tally(nil, S.HANDN, plays, S.T_TOP, nil, nil, nil, true) -- every seat's counts in one call
  end
  local pos, byid, seat, INPLAY = S.pos, S.byid, S.seat, S.INPLAY
  local q = 0
  while moved ~= 0 do -- bit q: seat q
    moved, q = moved >> 1, q + 1
    if moved & 1 ~= 0 and pos[q] then -- (those out are left as they were)
      local np = plays[q]
      local c = seat[q]
      local reach, fail, dist, sight, unlimited, weapon = 1, c.fail, c.dist, c.sight, c.unlimited, false
      local types = INPLAY[q]
      for k in pairs(types) do types[k] = nil end
      if np > 0 then
        local list = S.PLAYLIST[q]
        view:cards("play", q, list)
        for k = 1, np do
          local id = list[k]
          local it = byid[id] or info_of(S, view, id)
          if it.cancels > 0 then fail = fail * (1 - it.cancels) ^ c.checks end
          dist, sight = dist + it.dist, sight + it.sight
          if it.range then reach, weapon = it.range, it end
          if it.unlimited then unlimited = true end
          types[it.id] = true
        end
      end
      S.REACH[q], S.FAIL[q], S.DBONUS[q], S.SIGHT[q] = reach, fail, dist, sight
      S.WEAPON[q], S.UNLIMITED[q] = weapon, unlimited
    end
  end
  S.mine, S.myweapon, S.unlimited = INPLAY[me], S.WEAPON[me], S.UNLIMITED[me]
end

-- Our hand: how many cards of each id, and how many serve us as a shot, a
-- dodge or a save (C-42), and are shots themselves.
function scan.hand(S, view)
  -- Nothing moves while we decide: read once per decision at most.
  if S.hand_call == S.call_id then return end
  S.hand_call = S.call_id
  local me = S.me
  local list = S.hand_list
  if S.tally_call ~= S.call_id then -- (else scan.life read it in this decision)
    local key = view:moves()
    if S.hand_key == key and S.hand_of == me then return end
    S.hand_key = key
    local _, changed = view:cards("hand", me, list)
    if changed then S.hand_dirty = true end
  end
  -- Other cards moved: counted again only if our hand changed.
  if not S.hand_dirty and S.hand_of == me then return end
  S.hand_dirty, S.hand_of = false, me
  local HAND, ids = S.HAND, S.hand_ids
  for k = #ids, 1, -1 do HAND[ids[k]] = 0; ids[k] = nil end
  local c, byid = S.seat[me], S.byid
  local shot, dodge, saves = c.shot, c.dodge, c.saves
  local ns, nd, nv, own = 0, 0, 0, 0
  for k = 1, #list do
    local id = list[k]
    local it = byid[id] or info_of(S, view, id)
    local t = it.id
    local had = HAND[t]
    if had and had > 0 then HAND[t] = had + 1 else HAND[t] = 1; ids[#ids + 1] = t end
    if shot[t] then
      ns = ns + 1
      if it.shot then own = own + 1 end
    end
    if dodge[t] then nd = nd + 1 end
    if saves[t] then nv = nv + 1 end
  end
  S.nshot, S.ndodge, S.nsave, S.nshot_own = ns, nd, nv, own
end

-- Everything a choice about cards needs.
function scan.all(S, view)
  scan.life(S, view)
  scan.table(S, view)
  scan.hand(S, view)
end

-- C-12, C-13 from what is in play (after scan.table).
function scan.distance(S, a, b)
  local pos, nalive = S.pos, S.nalive
  local k = pos[a] - pos[b]
  if k < 0 then k = -k end
  if nalive - k < k then k = nalive - k end
  local d = k + S.DBONUS[b] - S.SIGHT[a]
  return d < 1 and 1 or d
end

return scan
