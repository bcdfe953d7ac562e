-- bot.lua: the heuristic computer player for BANG! The Dice Game.
-- The C core loads it once per seat, in a world of its own, and calls
-- bot.choose(view, decision, game, kind, player, count, options, lives,
-- turn) whenever the seat must answer a Decision that rules.lua or a
-- character script asked through g:decide, and takes the 1-based index it returns: the bot
-- only ever picks one of decision.options. view is the seat's view of the
-- game (docs/MODDING.md, "Computer players"), the only way it reads the
-- game; it changes nothing.
--
-- It plays on what a player at the table can know, and the view shows no
-- more: its own role, the roles shown (the Sheriff's, eliminated
-- players'), life, arrows, dice, characters, and the public record
-- rules.public (hostility / helped: who made whom lose or gain life),
-- handed over read-only by bot.new_game. Hidden roles are guessed from
-- that record (view:role is nil for them).
-- Each player gets a number H: what hurting them is worth to us (> 0 a foe,
-- < 0 a friend); shots, Beers, the Gatling and rerolls are scored from it.
-- Outlaws hunt the Sheriff, the law hunts whoever hurts the law, the
-- Renegade sides with the law against the Outlaws and turns on the Sheriff
-- only at the end. No randomness (this world's math.random is its own), and
-- little garbage: simulations call this many thousand times a second.

local bot = {}

local max = math.max

-- D-1: roles besides the Sheriff, per table size.
local ROLE_COUNTS = {
  [4] = { outlaw = 2, renegade = 1, deputy = 0 },
  [5] = { outlaw = 2, renegade = 1, deputy = 1 },
  [6] = { outlaw = 3, renegade = 1, deputy = 1 },
  [7] = { outlaw = 3, renegade = 1, deputy = 2 },
  [8] = { outlaw = 3, renegade = 2, deputy = 2 },
}
-- D-30: whom each role must eliminate in a three-player game.
local PREY = { deputy = "renegade", renegade = "outlaw", outlaw = "deputy" }

local WIN = 20 -- worth of a hit that wins (or loses) the game
local EMPTY = {}

-- POP[s]: how many bits the bit set s holds (dice sets: bits 1 to 8).
local POP = { [0] = 0 }
for s = 1, 511 do POP[s] = POP[s >> 1] + (s & 1) end

-- CHASE[left][m][k]: chance that m dice, rerolled up to `left` times
-- each, show at least k Gatlings (k > m: 0; k <= 0: 1). A constant, built
-- once for every game.
local CHASE = {}
for left = 1, 4 do
  local p = 1 - (5 / 6) ^ left
  local byleft = {}
  for m = 0, 6 do
    local row, below, term = {}, 0, (1 - p) ^ m
    for k = 1, 6 do
      below = below + term -- P(exactly k-1)
      term = term * (m - k + 1) / k * p / (1 - p)
      row[k] = k > m and 0 or 1 - below
    end
    byleft[m] = row
  end
  byleft[-1] = { 0, 0, 0, 0, 0, 0, 0 } -- no die left to chase with
  CHASE[left] = byleft
end

-- The rules reuse their reroll option lists: map each (weakly held) list
-- to {[bit set of its dice] = option index, all = the largest set, as a
-- bit set, stop = the option that keeps the dice} once (bit i for die i,
-- as view:board gives the dice). A pure memo of the lists
-- themselves, not game state: it is shared by every game, as the lists are.
local index_of = setmetatable({}, { __mode = "k" })

-- Likewise the seat each option of a list names (false where none), and
-- each option's cmd, read once per list (in one view:column call) rather
-- than option by option at every decision (a read through the proxy is a
-- C call, two for a field of an option).
local targets_memo = setmetatable({}, { __mode = "k" })
local cmds_memo = setmetatable({}, { __mode = "k" })

-- And the rerolls left that a reroll question's args (kept by the rules,
-- one table per count, only read) say.
local left_of = setmetatable({}, { __mode = "k" })

-- The field of every option of a list (false where it has none), kept in
-- memo for that list.
local function option_field(view, options, memo, field)
  local list = memo[options]
  if list then return list end
  list = {}
  for j = 1, view:column(options, list, field) do list[j] = list[j] or false end
  memo[options] = list
  return list
end

local function option_targets(view, options) return option_field(view, options, targets_memo, "target") end
local function option_cmds(view, options) return option_field(view, options, cmds_memo, "cmd") end

-- view:columns' paths for a Slab the Killer question (each option's shot's
-- target and amount), and the lists it writes (read at once, only read).
local DOUBLE_PATHS = { { "shot", "target" }, { "shot", "amount" } }
local DOUBLE_TARGET, DOUBLE_AMOUNT = {}, {}
local DOUBLE_OUTS = { DOUBLE_TARGET, DOUBLE_AMOUNT }
-- and what view:column writes for the characters' question
local LIFE_COLUMN = {}
-- view:columns' paths for a reroll question's options (the cmd, the dice:
-- up to 8), and the lists it writes, read once per list (option_index).
local REROLL_PATHS, REROLL_OUTS = { "cmd" }, { {} }
for k = 1, 8 do REROLL_PATHS[k + 1], REROLL_OUTS[k + 1] = { "dice", k }, {} end

-- ---- one game ----------------------------------------------------------------
-- Everything a computer player learns lives in the closures new_player
-- makes. They are made once per seat (making them for every game was a
-- good part of a short simulated game's cost) and reset(public) puts every
-- one of their plain variables back as new_player made them when a game
-- starts (bot.new_game). Their tables keep the last game's entries: each
-- entry a game reads was written earlier in that game (analyze's first
-- call in a game reads the players anew and runs estimate; the other
-- tables are filled for the players in play before they are read), so
-- besides the constant and the memos above nothing carried over is used.
-- (Emptying them cost more than a tenth of a simulated game: assigning nil
-- to a missing key takes Lua's slow path.)

local function new_player()
  local PUBLIC

  -- ---- what we know ----------------------------------------------------------
  -- Caches are kept while the turn, the player deciding and the public
  -- record (PUBLIC: this game's rules.public) say nothing changed.

  local n, game_key, last_turn, last_kind = 0, nil, -1, nil
  local charof, maxof, roleof, shown = {}, {}, {}, {} -- per game; shown: revealed roles
  local shown_alive = -1                              -- players in play when `shown` was read
  local ring, pos, LIFE, H = {}, {}, {}, {}           -- seats in play, their index, life, worth
  local ring_valid = false -- ring and pos hold this game's seats in play (nalive of them)
  local nalive, me, myrole, mychar, three = 0, 0, "", "", false
  local sheriff_seat = 0
  local alive_role = { sheriff = 0, deputy = 0, outlaw = 0, renegade = 0 }
  local unknown_role = { deputy = 0, outlaw = 0, renegade = 0 }
  local HM = { sheriff = 0, deputy = 0, outlaw = 0, renegade = 0 }
  local kseat, kweight, known = {}, {}, 0 -- seats whose role we know, how lawful, how many
  local roles_me = 0 -- the player (us) read_roles last read the roles for
  local read_roles -- (defined after analyze, which calls it)
  local sig_turn, sig_me, sig_life, sig_alive = -1, -1, -1, -1
  -- Dice-independent reroll values, valid as long as the estimate.
  local values_valid, v1, v2, vb, gv_base = false, 0, 0, 0, 0
  -- Damage already aimed this volley (D-10: hits land together).
  local pending, pending_turn, pending_player = {}, -1, -1
  -- The hidden seats in play, and by their index there: the evidence
  -- against them, how lawful they look, the evidence once more.
  local hidden, E, LAWFUL, E2 = {}, {}, {}, {}
  -- The record's tables (read-only proxies, nil for none), kept for the game.
  local HOSTILITY, HELPED = nil, nil
  -- Every life as view:lives last wrote them (LIFE itself: it writes them
  -- only when their key changes, and each such change runs a full analyze),
  -- and their key.
  local LIVES, lives_key = LIFE, false
  local ARROWS = {} -- as view:board writes them, at each reroll
  -- HV1[q] = hit_value(q, 1, 0) for q in play, as reroll_values found it
  -- (choose_shot's first shot at q reads it), while hv1_valid: until the
  -- next full analyze.
  local HV1, hv1_valid = {}, false

  -- A new game with this public record: everything as new_player made it.
  local function reset(public)
    PUBLIC = public
    n, game_key, last_turn, last_kind = 0, nil, -1, nil
    shown_alive, roles_me, known = -1, 0, 0
    nalive, me, myrole, mychar, three = 0, 0, "", "", false
    ring_valid = false
    sheriff_seat = 0
    alive_role.sheriff, alive_role.deputy, alive_role.outlaw, alive_role.renegade = 0, 0, 0, 0
    unknown_role.deputy, unknown_role.outlaw, unknown_role.renegade = 0, 0, 0
    HM.sheriff, HM.deputy, HM.outlaw, HM.renegade = 0, 0, 0, 0
    sig_turn, sig_me, sig_life, sig_alive = -1, -1, -1, -1
    values_valid, v1, v2, vb, gv_base = false, 0, 0, 0, 0
    hv1_valid = false
    pending_turn, pending_player = -1, -1 -- choose_shot zeroes `pending` at its first shot
  end

  -- What hurting a player of each role is worth to us (negative: a friend).
  local function set_matrix()
    local ao, ad, ar = alive_role.outlaw, alive_role.deputy, alive_role.renegade
    if myrole == "sheriff" then
      HM.sheriff, HM.deputy, HM.outlaw = -1.2, -1, 1
      HM.renegade = ao > 0 and 0.2 or 1.2 -- he helps while Outlaws live
    elseif myrole == "deputy" then
      HM.sheriff, HM.deputy, HM.outlaw = -1.5, -1, 1
      HM.renegade = ao > 0 and 0.2 or 1.2
    elseif myrole == "outlaw" then
      HM.sheriff, HM.deputy, HM.outlaw, HM.renegade = 1.5, 1, -1, 0.4
    else -- renegade: keep the balance, the Sheriff last
      HM.renegade, HM.outlaw = 1, 1
      if ao > 0 then
        -- Keep the balance: shield a weak Sheriff, press a strong law side.
        local s = sheriff_seat
        if (LIFE[s] or 0) * 2 <= (maxof[s] or 0) then
          HM.sheriff, HM.deputy = -1, 0
        elseif ad + 1 > ao then
          HM.sheriff, HM.deputy, HM.outlaw = 0.4, 0.7, 0.6
        else
          HM.sheriff, HM.deputy = -0.3, (ad >= ao) and 0.3 or 0
        end
      else
        HM.deputy = 1
        HM.sheriff = (ad == 0 and ar <= 1) and 1.5 or 0.2
      end
    end
  end

  -- H for every player in play: known roles from the matrix, hidden ones
  -- weighed by the public record. Hurting the law or helping Outlaws looks
  -- like an Outlaw, the reverse like a Deputy; then the same, once more,
  -- against hidden players by how lawful they look. Evidence e (> 0: looks
  -- like an Outlaw) makes the odds of Outlaw against Deputy ((d+e)/(d-e))^2,
  -- d = |e|+2: 1 without evidence, 6.25 after one hit on the Sheriff.
  -- (set_matrix, kseat and kweight as read_roles left them.)
  -- The record's sums are view:weigh's, one call a pass: reading it cell
  -- by cell through its read-only proxies cost two C calls a cell. The
  -- first pass adds a seat's hostility before it subtracts its help, where
  -- weigh takes both a column at a time: the same sums all the same, as
  -- every term is a whole number of lives times a multiple of 0.5 (exact
  -- in a float). The second pass is in the very order weigh takes. (It
  -- also reads a player's record against themselves, which the rules
  -- never write.)
  local function estimate(view)
    local uo, ud, ur = unknown_role.outlaw, unknown_role.deputy, unknown_role.renegade
    local nh = 0
    -- (the loops' upvalues as locals: one VM instruction less per read)
    local ring, shown, H, hidden, E, LAWFUL, me = ring, shown, H, hidden, E, LAWFUL, me
    for i = 1, nalive do
      local q = ring[i]
      local r = shown[q]
      if q == me then
        H[q] = -1.2
      elseif r then
        H[q] = HM[r] or 0
      else
        nh = nh + 1
        hidden[nh] = q
      end
    end
    if nh == 0 then return end
    view:weigh(E, HOSTILITY, HELPED, hidden, nh, kseat, kweight, known)
    for i = 1, nh do
      local e = E[i]
      local d = (e < 0 and -e or e) + 2
      local odds = (d + e) / (d - e)
      odds = odds * odds
      local wo, wd = uo * odds, ud / odds
      local total = wo + wd + ur
      LAWFUL[i] = total > 0 and (wd - wo) / total or 0
    end
    -- (One hidden player: no other to weigh them against, E as it is.)
    local second = E
    if nh > 1 then
      second = E2
      view:weigh(E2, HOSTILITY, HELPED, hidden, nh, hidden, LAWFUL, nh, 0.5, E)
    end
    local ho, hd, hr = HM.outlaw, HM.deputy, HM.renegade
    for i = 1, nh do
      local e = second[i]
      local d = (e < 0 and -e or e) + 2
      local odds = (d + e) / (d - e)
      odds = odds * odds
      local wo, wd = uo * odds, ud / odds
      local total = wo + wd + ur
      H[hidden[i]] = total > 0 and (wo * ho + wd * hd + ur * hr) / total or 0
    end
  end

  -- Rebuild what we know for the player deciding now. key, count and
  -- lifesum: what view:lives_turn returned (unless key is nil).
  local function analyze(view, player, turn, key, count, lifesum)
    if PUBLIC ~= game_key or turn < last_turn then -- a new game
      game_key, n = PUBLIC, view:characters(charof, maxof) -- (seats past n are never read)
      for p = 1, n do roleof[p], shown[p] = nil, false end
      local public = PUBLIC or EMPTY
      HOSTILITY, HELPED = public.hostility, public.helped
      shown_alive, sig_turn, pending_turn, lives_key = -1, -1, -1, false
      ring_valid, me = false, 0 -- (me: our role and character read anew below)
      key = nil -- (LIVES may hold the last game's: read them all below)
    end
    -- The lives' key, and every life when it is not the one LIVES holds,
    -- in one call (unless the caller read them: key), with how many seats
    -- have a life above 0 and their sum: the same turn, player and lives
    -- leave everything below as it is (the common case: a turn's later
    -- decisions), so stop there.
    if key == nil then
      local _
      key, _, count, lifesum = view:lives_turn(LIVES, lives_key)
    end
    if key and key == lives_key and turn == sig_turn and player == sig_me then
      last_turn = turn
      return
    end
    lives_key = key
    hv1_valid = false -- (reroll_values fills HV1 anew for what is read below)
    local lives = LIVES
    last_turn = turn
    if player ~= me then -- (once a game: the same seat decides every time)
      me = player
      local role = roleof[me]
      if not role then role = view:role(me); roleof[me] = role end -- our own role
      myrole, mychar, three = role, charof[me], n == 3
    end
    -- In play means life above 0: no decision that calls analyze comes
    -- between a loss and the elimination it causes (rules.lua's settle).
    -- Nobody comes back: while as many seats as ring holds have a life
    -- above 0 (count, from view:lives_turn), they are the same seats.
    if count ~= nalive or not ring_valid then
      local k, ring, pos = 0, ring, pos -- (upvalues as locals)
      for p = 1, n do
        if lives[p] > 0 then
          k = k + 1
          ring[k], pos[p] = p, k
        else
          pos[p] = nil
        end
      end
      for i = k + 1, #ring do ring[i] = nil end
      nalive, ring_valid = k, true
    end
    if lifesum ~= sig_life then sig_life, values_valid = lifesum, false end
    -- The guesses change only with the public record, and in our own turn
    -- (every decision asked here is the active player's) only we add to it,
    -- which says nothing new to us: keep them for the turn, unless someone
    -- went out.
    if sig_turn == turn and sig_me == me and sig_alive == count then return end
    sig_turn, sig_me, sig_alive, values_valid = turn, me, count, false
    if shown_alive ~= count or roles_me ~= me then read_roles(view, count) end
    if three then
      local prey = PREY[myrole]
      for i = 1, nalive do
        local q = ring[i]
        if q == me then H[q] = -1
        elseif nalive == 2 then H[q] = 1.5 -- D-30: last one standing
        elseif shown[q] == prey then H[q] = 1.5
        else H[q] = -0.3 end -- weakening him only helps our prey
      end
      return
    end
    if myrole == "renegade" then set_matrix() end -- (he weighs the Sheriff's life)
    estimate(view)
  end

  -- What the roles shown say: who is known, how many of each role are
  -- hidden and in play, and what hurting each role is worth to us. Roles
  -- are shown only as players go out (D-14), and nobody comes back: this
  -- holds while as many players are in play (count).
  function read_roles(view, count)
    shown_alive, roles_me = count, me
    view:roles_shown(shown) -- (one call, not two per seat)
    local counts = ROLE_COUNTS[n] or EMPTY
    local ud, uo, ur = counts.deputy or 0, counts.outlaw or 0, counts.renegade or 0
    local sheriff_alive = false
    -- The roles we know (ours and those shown) in one pass: how many of
    -- each are hidden, and the seats whose role we know with how lawful
    -- each is, for estimate.
    local nk = 0
    for p = 1, n do
      local r, w = shown[p], 0
      if p == me then r = myrole end
      if r == "deputy" then
        ud = ud - 1
        w = p == me and 0.5 or 1
      elseif r == "outlaw" then
        uo = uo - 1
        w = p == me and -0.5 or -1
      elseif r == "renegade" then
        ur = ur - 1
      elseif r == "sheriff" then
        w = 1.5
        if pos[p] then sheriff_alive, sheriff_seat = true, p end
      end
      if w ~= 0 then nk = nk + 1; kseat[nk], kweight[nk] = p, w end
    end
    known = nk
    unknown_role.deputy, unknown_role.outlaw, unknown_role.renegade = ud, uo, ur
    -- In play: the hidden players (all alive), the Sheriff, and us.
    alive_role.sheriff = sheriff_alive and 1 or 0
    alive_role.deputy, alive_role.outlaw, alive_role.renegade = ud, uo, ur
    if myrole ~= "sheriff" and alive_role[myrole] then
      alive_role[myrole] = alive_role[myrole] + 1
    end
    set_matrix()
  end

  -- ---- worth of effects --------------------------------------------------------

  -- Worth of making q lose dmg life when `already` is aimed at q this volley.
  local function hit_value(q, dmg, already)
    local h = H[q]
    local life = LIFE[q] - already
    if life <= 0 or dmg <= 0 then return 0 end
    local lost = dmg < life and dmg or life
    local kill = lost >= life
    local v
    if h >= 0 then
      local m = maxof[q]
      v = h * lost * (1 + (m - life) / m)
      if kill then v = v + 3 * h end
    else
      v = h * lost * (life <= 3 and 2 or 1)
      if kill then v = v + 6 * h end
    end
    if kill then
      if three then
        if nalive == 2 or shown[q] == PREY[myrole] then v = v + WIN end
      elseif shown[q] == "sheriff" then
        if myrole == "outlaw" then v = v + WIN
        elseif myrole == "renegade" then v = v + (nalive == 2 and WIN or -WIN)
        else v = v - WIN end
      end
    end
    if charof[q] == "el_gringo" then v = v - 0.3 end -- D-43: he hands us an arrow
    return v
  end

  -- Worth of giving q one life (a Beer, Sid Ketchum).
  local function heal_value(q)
    local life, m = LIFE[q], maxof[q]
    if life >= m then return 0 end
    local gain = 1
    if q == me and life <= 4 and mychar == "jesse_jones" and m - life >= 2 then gain = 2 end
    local f = q == me and 1.3 or (three and 0 or -H[q]) -- D-30: nobody is a friend
    local need = 1 + 2 * (m - life) / m
    if life <= 2 then need = need + 2 end
    if life <= 1 then need = need + 3 end
    return 0.8 * f * gain * need
  end

  -- Worth to us of losing `loss` life.
  local function self_loss(loss)
    local life = LIFE[me]
    if loss <= 0 then return 0 end
    local v = loss * (life <= 3 and 2 or 1.2)
    if loss >= life then v = v + WIN end
    return v
  end

  -- The dice-independent worth of each face for the rerolls, in one pass
  -- over the players in play (this runs at most decisions' first reroll;
  -- calls and passes of their own cost more than the arithmetic):
  -- v1, v2: the best hit_value(q, 1, 0) within reach of a "1" / "2" die
  -- (D-11, D-42, D-50; 0 if it reaches nobody), vb: the best heal_value(q)
  -- (0 at least), gv: the worth of the Gatling hitting everyone else
  -- (D-13, D-48). hit_value and heal_value are written out below for these
  -- arguments; keep them in step.
  local function reroll_values()
    local lo1, hi1, lo2, hi2 = 1, 1, 1, 1 -- the distances a "1", a "2" reach
    local long = nalive > 3
    if mychar == "calamity_janet" then
      hi1 = long and 2 or 1
      hi2 = hi1
    elseif mychar == "rose_doolan" then
      hi1 = 2
      if long then lo2, hi2 = 2, 3 else hi2 = 2 end
    elseif long then
      lo2, hi2 = 2, 2
    end
    local best1, any1, best2, any2, bestheal, gv = 0, false, 0, false, 0, 0
    local mine, prey = pos[me], PREY[myrole]
    -- (the loop's upvalues as locals: one VM instruction less per read)
    local ring, H, LIFE, maxof, charof, HV1, me, nalive = ring, H, LIFE, maxof, charof, HV1, me, nalive
    for i = 1, nalive do
      local q = ring[i]
      local h, life, m = H[q], LIFE[q], maxof[q]
      -- v = hit_value(q, 1, 0): one life lost, a kill at 1 life
      local v = 0
      if life > 0 then
        local kill = life <= 1
        if h >= 0 then
          v = h * (1 + (m - life) / m)
          if kill then v = v + 3 * h end
        else
          v = h * (life <= 3 and 2 or 1)
          if kill then v = v + 6 * h end
        end
        if kill then
          if three then
            if nalive == 2 or shown[q] == prey then v = v + WIN end
          elseif shown[q] == "sheriff" then
            if myrole == "outlaw" then v = v + WIN
            elseif myrole == "renegade" then v = v + (nalive == 2 and WIN or -WIN)
            else v = v - WIN end
          end
        end
        if charof[q] == "el_gringo" then v = v - 0.3 end
      end
      HV1[q] = v
      local k = i - mine
      if k < 0 then k = -k end
      if nalive - k < k then k = nalive - k end
      if k >= lo1 and k <= hi1 and (not any1 or v > best1) then best1, any1 = v, true end
      if k >= lo2 and k <= hi2 and (not any2 or v > best2) then best2, any2 = v, true end
      if q ~= me and charof[q] ~= "paul_regret" then gv = gv + v end
      -- heal_value(q)
      if life < m then
        local gain = 1
        if q == me and life <= 4 and mychar == "jesse_jones" and m - life >= 2 then gain = 2 end
        local f = q == me and 1.3 or (three and 0 or -h)
        local need = 1 + 2 * (m - life) / m
        if life <= 2 then need = need + 2 end
        if life <= 1 then need = need + 3 end
        local hv = 0.8 * f * gain * need
        if hv > bestheal then bestheal = hv end
      end
    end
    hv1_valid = true
    return best1, best2, bestheal, gv
  end

  local function best_heal()
    local best = 0
    for i = 1, nalive do
      local v = heal_value(ring[i])
      if v > best then best = v end
    end
    return best
  end

  -- ---- rerolls (D-5 .. D-9) --------------------------------------------------

  local function option_index(view, options)
    local map = index_of[options]
    if map then return map end
    map = {}
    local size = 0 -- (of map.all)
    -- Every option's cmd and dice in one call (through the proxy: two
    -- C calls an option, and one per die).
    local outs = REROLL_OUTS
    for j = 1, view:columns(options, REROLL_PATHS, outs) do
      if outs[2][j] then -- its dice (a list, never empty)
        local mask, k = 0, 1
        while k <= 8 and outs[k + 1][j] do mask = mask | (1 << outs[k + 1][j]); k = k + 1 end
        map[mask] = j
        if not map.all or k - 1 > size then map.all, size = mask, k - 1 end
      elseif outs[1][j] == "stop" then
        map.stop = j
      end
    end
    index_of[options] = map
    return map
  end

  -- Reroll each die whose face is worth less than a fresh roll's average.
  local function choose_reroll(view, decision, options)
    local map = index_of[options] or option_index(view, options) -- (the call only on a miss)
    local all = map.all -- every die that may be rerolled (a bit set)
    if not all then return 1 end
    -- Every arrow (into a table kept for it), the pile and the dice showing
    -- each face that matters here (bit sets) in one call.
    local pile, ones, twos, beers, gats, dyns =
      view:board(nil, "arrows", ARROWS, nil, "1", "2", "beer", "gatling", "dynamite")
    local nd, ng, nbeer = POP[dyns], POP[gats], POP[beers]
    if not values_valid then
      values_valid = true
      v1, v2, vb, gv_base = reroll_values()
      if mychar == "slab_the_killer" then -- D-52: a Beer may double a shot
        local shot = max(v1, v2) * 0.6
        if shot > vb then vb = shot end
      end
    end
    local held = ARROWS[me]
    local unit = LIFE[me] <= 3 and 2 or 1.2 -- what one more life lost costs us
    local gv = gv_base + 0.6 * unit * held -- D-13: our arrows go back too
    local needed = mychar == "willy_the_kid" and 2 or 3
    local kit = 0
    if mychar == "kit_carlson" then -- D-46: each Gatling die sheds an arrow
      for i = 1, nalive do
        local q = ring[i]
        if (q == me or H[q] < 0) and ARROWS[q] > 0 then kit = 0.5 break end
      end
    end
    local others = POP[all] - ng
    if others < 0 then others = 0 end
    -- Cost of a fresh die showing Arrow (D-8, D-9: the last one sets off the
    -- Indians) or Dynamite (D-7: the third ends the rolling and costs a life).
    -- An arrow will likely cost a life at the next attack, which it brings
    -- nearer; the attack itself is worth what everyone loses in it.
    local mine = held + 1
    if mine > 1 and mychar == "jourdonnais" then mine = 1 end
    local attack = mine * unit -- self_loss(mine), written out (mine >= 1)
    if mine >= LIFE[me] then attack = attack + WIN end
    if pile <= 4 then -- what the others lose matters once the attack is near
      local ring, me, charof, HV1 = ring, me, charof, HV1 -- (upvalues as locals)
      for i = 1, nalive do
        local q = ring[i]
        if q ~= me then
          local a = ARROWS[q]
          if a > 1 and charof[q] == "jourdonnais" then a = 1 end
          if a == 1 and hv1_valid then attack = attack - HV1[q] -- (q in play)
          elseif a > 0 then attack = attack - hit_value(q, a, 0) end
        end
      end
    end
    local acost
    if pile <= 1 then acost = attack
    else acost = 0.6 * unit + attack / pile end
    local dcost = nd >= 2 and self_loss(1) + 0.5 or (nd == 1 and 0.4 or 0.15)
    -- gatling_die for the dice kept (ng showing, `others` chasing) and for
    -- a fresh one (ng + 1, others - 1), written out: CHASE[left][m][k] is
    -- chase(left, m, k) for the k >= 1 these need (row -1: none chasing).
    local keep_gat, fresh_gat = kit, 0
    if gv > 0 then
      local k = needed - ng
      if k == 0 then keep_gat = gv / needed + kit
      elseif k > 0 then
        -- The rerolls left, read only here: each read of the decision is a
        -- C call (its args: one table per count, kept by the rules).
        local args, left = decision.args, 1
        if args then
          left = left_of[args]
          if not left then left = args.left or 1; left_of[args] = left end
        end
        if left > 4 then left = 4 elseif left < 1 then left = 1 end
        local byleft = CHASE[left]
        keep_gat = 0.7 * gv * (byleft[others][k] - byleft[others + 1][k + 1]) + kit
        if k == 1 then fresh_gat = gv / needed
        else fresh_gat = 0.7 * gv * (byleft[others - 1][k - 1] - byleft[others][k]) end
      end
    end
    local fresh = (v1 + v2 + (nbeer > 0 and vb * 0.5 or vb)
                   + fresh_gat + kit - acost - dcost) / 6
    local limit = fresh - 0.05
    -- Reroll the dice (among `all`) whose face is worth less than `limit`:
    -- a "1" v1, a "2" v2, the first Beer (the lowest die) vb and the others
    -- half that, the first `needed` Gatlings keep_gat and the others kit,
    -- Dynamite (Black Jack, D-41) -0.3, an Arrow already taken nothing.
    -- Bit sets, face by face, instead of a test per die.
    local mask = 0
    if v1 < limit then mask = ones end
    if v2 < limit then mask = mask | twos end
    local b = beers & all
    if b ~= 0 then
      local first = b & -b -- (the lowest bit)
      if vb < limit then mask = mask | first end
      if vb * 0.5 < limit then mask = mask | (b ~ first) end
    end
    local gs = gats & all
    if gs ~= 0 then
      local keep, rest = keep_gat < limit, kit < limit
      if keep and rest then mask = mask | gs
      elseif keep or rest then
        local late = gs -- the Gatlings past the first `needed`
        for _ = 1, needed do late = late & (late - 1) end
        mask = mask | (rest and late or (gs ~ late))
      end
    end
    if -0.3 < limit then mask = mask | dyns end
    if 0 < limit then mask = mask | ~(ones | twos | beers | gats | dyns) end
    mask = mask & all
    if mask == 0 then return map.stop or 1 end -- keep them all
    local j = map[mask]
    if j then return j end
    -- Not offered as such: the largest offered set among the wanted dice.
    local best, size = map.stop or 1, 0
    for k = 1, #options do
      local dice = options[k].dice
      if dice and #dice > size then
        local inside = true
        for x = 1, #dice do
          if mask & (1 << dice[x]) == 0 then inside = false break end
        end
        if inside then best, size = k, #dice end
      end
    end
    return best
  end

  -- ---- the other decisions -----------------------------------------------------

  local function choose_shot(view, options)
    local turn = last_turn
    if turn ~= pending_turn or me ~= pending_player then
      for k = 1, n do pending[k] = 0 end -- (zeros, not nils: keys that come and go make Lua rebuild the table)
      pending_turn, pending_player = turn, me
    end
    local targets = targets_memo[options] or option_targets(view, options) -- (the call only on a miss)
    local best, pick = nil, 1
    for j = 1, #targets do
      local q = targets[j]
      if q then
        local already, v = pending[q]
        if already == 0 and hv1_valid and pos[q] then v = HV1[q] -- the first shot at q
        else v = hit_value(q, 1, already) end
        if not best or v > best then best, pick = v, j end
      end
    end
    local q = targets[pick]
    if q then pending[q] = pending[q] + 1 end
    return pick
  end

  -- A Beer or Sid Ketchum's life: where it helps most; ourselves on a tie,
  -- so a Beer nobody friendly needs is wasted rather than given to a foe.
  -- (heal_value written out in the loop: a call per target cost more.)
  local function choose_heal(view, options)
    local targets = targets_memo[options] or option_targets(view, options) -- (the call only on a miss)
    local best, pick = nil, 1
    local nt = #targets
    local me, LIFE, maxof, H, three = me, LIFE, maxof, H, three -- (upvalues as locals)
    for j = 1, nt do
      if targets[j] == me then best, pick = heal_value(me), j break end
    end
    -- With us among the targets best is 0 or more, which no foe's v (0 or
    -- less: three, or H >= 0) beats: only a friend's is worked out.
    local friends_only = best ~= nil
    for j = 1, nt do
      local q = targets[j]
      if q and q ~= me and not (friends_only and (three or H[q] >= 0)) then
        local life, m, v = LIFE[q], maxof[q], 0 -- v = heal_value(q), q not us
        if life < m then
          local need = 1 + 2 * (m - life) / m
          if life <= 2 then need = need + 2 end
          if life <= 1 then need = need + 3 end
          v = 0.8 * (three and 0 or -H[q]) * 1 * need
        end
        if not best or v > best then best, pick = v, j end
      end
    end
    return pick
  end

  local function find_cmd(view, options, cmd)
    local cmds = cmds_memo[options] or option_cmds(view, options)
    for j = 1, #cmds do if cmds[j] == cmd then return j end end
    return 1
  end

  -- Bart Cassidy (D-40): an arrow instead of a life, unless the Indians loom.
  local function choose_take_arrow(view, player, options)
    local life, pile, held = view:life(player), view:pile(), view:counter(player, "arrows")
    local take = life <= 1 or (pile >= 3 and held + 1 < life) or (life <= 3 and pile >= 2)
    return find_cmd(view, options, take and "take_arrow" or "lose_life")
  end

  -- Kit Carlson (D-46): our own arrows first, then a friend's; never a foe's.
  local function choose_discard(view, options)
    local targets = targets_memo[options] or option_targets(view, options)
    local best, pick = 0, nil
    for j = 1, #targets do
      local q = targets[j]
      if q then
        local v = q == me and 2 or (three and 0 or -H[q])
        if v > best then best, pick = v, j end
      end
    end
    return pick or find_cmd(view, options, "skip")
  end

  -- Slab the Killer (D-52): double a shot on a foe unless the Beer matters
  -- more (he keeps it when at 3 life or less).
  local function choose_double(view, options)
    local skip = find_cmd(view, options, "skip")
    local life = LIFE[me]
    if life <= 3 and life < maxof[me] then return skip end
    local best, pick = best_heal(), skip
    local target, amount = DOUBLE_TARGET, DOUBLE_AMOUNT
    local count = view:columns(options, DOUBLE_PATHS, DOUBLE_OUTS) -- (each shot's target, amount)
    for j = 1, count do
      local q = target[j]
      if q then
        local aimed = 0
        for k = 1, count do
          if target[k] == q then aimed = aimed + (amount[k] or 1) end
        end
        local gain = hit_value(q, aimed + 1, 0) - hit_value(q, aimed, 0)
        if gain > best then best, pick = gain, j end
      end
    end
    return pick
  end

  -- bot.choose itself (below). kind, player, count and options: the
  -- decision's, handed over by the core as plain values, not read through
  -- the proxy; read here when a caller (a modder's bot wrapping this one)
  -- leaves them out; key and turn: view:lives' key and view:turn(),
  -- likewise (read with view:lives_turn when left out). The state
  -- (bot.new_game's answer) is this player.
  -- Why the player shot at or healed option pick's target, for the `hint`
  -- command (choose's tenth argument): the fact of the public record
  -- (life taken: public.hostility) or of the roles that decided it.
  local function reason(view, options, pick, heal)
    local q = (targets_memo[options] or option_targets(view, options))[pick]
    if not q then return nil end
    if heal then
      if q == me then
        return LIFE[q] < maxof[q] and { id = N_"You are hurt: it gives you a life back." } or nil
      end
      return { id = N_"Of the players who are hurt, {target} is the likeliest friend.", args = { target = q } }
    end
    if myrole == "outlaw" and q == sheriff_seat then
      return { id = NC_("dice game", "{target} is the Sheriff, and you are an Outlaw."), args = { target = q } }
    end
    local row = HOSTILITY and HOSTILITY[q]
    local at_sheriff = row and me ~= sheriff_seat and myrole ~= "outlaw" and row[sheriff_seat] or 0
    local at_me = row and row[me] or 0
    if at_sheriff > 0 and at_sheriff >= at_me then
      return { id = NP_("{target} has made the Sheriff lose {n} life.", "{target} has made the Sheriff lose {n} life."),
               args = { target = q, n = at_sheriff } }
    end
    if at_me > 0 then
      return { id = NP_("{target} has made you lose {n} life.", "{target} has made you lose {n} life."),
               args = { target = q, n = at_me } }
    end
    return { id = N_"Of the players you can reach, {target} is the likeliest foe.", args = { target = q } }
  end

  local function choose(view, decision, _, kind, player, count, options, key, turn, hint)
    if not kind then
      kind, player, options = decision.kind, decision.player, decision.options
      count = #options
    end
    if count <= 1 then return 1 end
    if kind == "character" then -- set-up, "choose a character": the most life
      local best, pick = -1, 1
      local lives = LIFE_COLUMN
      for j = 1, view:column(options, lives, "life") do
        local life = lives[j] or 0
        if life > best then best, pick = life, j end
      end
      return pick
    end
    local shooting = kind == "shoot" and last_kind == "shoot"
    last_kind = kind
    if kind == "return_arrow" then return find_cmd(view, options, "return_arrow") end -- D-49: always
    if kind == "take_arrow" then return choose_take_arrow(view, player, options) end
    if turn == nil then key, turn = view:lives_turn(LIVES, lives_key) end -- (not handed over)
    if shooting and player == me and game_key == PUBLIC then
      -- The shots of one volley (D-10) change nothing before they all land.
      if turn ~= last_turn then analyze(view, player, turn) end
    elseif key and key == lives_key and turn == sig_turn and player == sig_me
           and game_key == PUBLIC and turn >= last_turn then
      last_turn = turn -- (analyze's first test, here: most decisions need no call to it)
    else
      analyze(view, player, turn) -- (it reads the lives when their key is not lives_key)
    end
    if kind == "reroll" then return choose_reroll(view, decision, options)
    elseif kind == "shoot" then
      if hint then
        local pick = choose_shot(view, options)
        return pick, reason(view, options, pick, false)
      end
      return choose_shot(view, options)
    elseif kind == "beer" or kind == "heal" then
      if hint then
        local pick = choose_heal(view, options)
        return pick, reason(view, options, pick, true)
      end
      return choose_heal(view, options)
    elseif kind == "discard_arrow" then return choose_discard(view, options)
    elseif kind == "double" then return choose_double(view, options)
    end
    return 1
  end

  return { choose = choose, reset = reset }
end

-- This world's (this seat's) player: one per world, reset for each game.
local player = new_player()

-- The C core calls bot.new_game(view, public) after set-up with the rules'
-- public record (rules.public, read-only), and hands what it returns to
-- every bot.choose of that seat in that game.
function bot.new_game(view, public)
  player.reset(public)
  return player
end

-- bot.choose(view, decision, state, kind, player, count, options, lives,
-- turn, hint): the player's own function, not a wrapper calling it (a call less
-- at every decision); the state it is handed is that player.
bot.choose = player.choose

return bot
