-- rules.lua: BANG! The Dice Game (rule ids D-: `bang rules D-`), turn structure and
-- resolution. The C core calls rules.setup(g, characters) once, then runs
-- rules.play(g) as a coroutine; every choice goes through ask() (g:decide),
-- every event through g:log with the rule id that applied, and every
-- character ability is a handler on one of the events listed below, so a
-- character needs no change here.
--
-- Events (g:emit name -> fields handlers may read and change; declared in
-- schema.lua's schema.events, where g:on and g:on_own check the names, and
-- in EVENTS below):
--   turn_start          { player }
--   reroll_limit        { player, rerolls = 2 }                      D-5/D-47
--   can_reroll_dynamite { player, allowed = false }                  D-6/D-41
--   shot_distances      { player, face, distances = {[d]=true}, in_play } D-11
--                       (once per face a volley needs, not once per die)
--   before_shots        { player, shots = {{die, face, target, amount}},
--                         beers = {die indices: the very list the Beers
--                         resolve from next, so a die removed is spent} } D-52
--   before_damage       { victim, amount, cause, source }            D-40/45/48
--        cause: "shot" (a "1"/"2" die), "gatling", "indians", "dynamite"
--   life_lost           { player, amount, cause, source }            D-43/49
--   eliminated          { player, source }                           D-54
--   beer                { player, target, amount = 1, start_life }   D-44
--   gatling_dice        { player, count }                            D-46
--   gatling_threshold   { player, count, needed = 3 }                D-55
--   turn_end            { player, faces }                            D-53
-- Every event is about one seat: its first field (victim for
-- before_damage). A handler registered with g:on_own(name, seat, fn) runs
-- only for the events about its seat; one registered with g:on hears them
-- all. Characters get the helpers in `api` (take_arrow, lose_life, heal, ...).
-- The rules reuse an event's table for the next event of that name (every
-- listed field set anew): a handler reads and changes it while it runs,
-- and neither keeps it nor adds fields of its own.

local rules = {}

-- The shared library, looked up once (the hot paths call these often).
local ipairs, N_, NC_ = ipairs, N_, NC_

-- The methods of the game object the rules call most, taken from it once
-- (rules.setup): g:life(p) looks "life" up through the object's metatable
-- at every call, a quarter of what a short call costs.
local g_die, g_set_pile, g_set_counter, g_move_counter, g_set_life, g_clear_dice, g_roll_dice, g_count_faces, g_emit

-- The game's board (g:board(): the same tables for every game of this
-- state, rewritten by the C core at every change): each seat's life, the
-- arrows it holds (the counter ARROW, board[ARROW]) and whether it is in
-- play, and board.pile. Reading them
-- costs a table look-up where g:life(p) costs a C call.
local board, life_at, arrows_at, playing

local ARROWS = 9
local ARROW = "arrows" -- the players' counter (g:set_counter) and scenario key
local DICE = 5
local FACES = { "arrow", "dynamite", "1", "2", "beer", "gatling" }

rules.names = {
  face = {
    arrow = NC_("die face", "Arrow"),
    dynamite = NC_("die face", "Dynamite"),
    ["1"] = NC_("die face", "Bull's Eye 1"),
    ["2"] = NC_("die face", "Bull's Eye 2"),
    beer = NC_("die face", "Beer"),
    gatling = NC_("die face", "Gatling"),
  },
  role = {
    sheriff = NC_("dice role", "Sheriff"),
    deputy = NC_("dice role", "Deputy"),
    outlaw = NC_("dice role", "Outlaw"),
    renegade = NC_("dice role", "Renegade"),
  },
}

-- D-1, D-30: the roles for each table size.
local ROLE_SETS = {
  [3] = { "deputy", "outlaw", "renegade" },
  [4] = { "sheriff", "renegade", "outlaw", "outlaw" },
  [5] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" },
  [6] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy" },
  [7] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy" },
  [8] = { "sheriff", "renegade", "renegade", "outlaw", "outlaw", "outlaw",
          "deputy", "deputy" },
}

-- D-30: whom each role must eliminate in a three-player game.
local PREY = { deputy = "renegade", renegade = "outlaw", outlaw = "deputy" }

local TURN_OVER = setmetatable({}, { __tostring = function() return "turn over" end })

local state -- this game's rule state (one game per lua_State)
-- Whether this game keeps a log: state.logging, read as an upvalue on the
-- hot paths (set with it in rules.setup and rules.play).
local logging = true
local STATE = { killer = {}, characters = {}, turn = {} } -- what state is (rules.setup fills it)

-- Public information the computer players may use: who has hurt whom and
-- who has healed whom (made anew by rules.setup as rules.public; the C core
-- hands it to the bot).
local public
-- (ROWS: each row of the record is made with room for 8 seats, the largest
-- table, so that adding a seat to it never grows it: a row grown one key
-- at a time was rebuilt again and again. The empty slots are nil, as
-- before: a reader sees the same record.)

local function log(g, rule, id, args)
  if logging then g:log(rule, id, args) end
end

-- Who hears each event (g:listening_seats, filling HEARS, one table kept
-- for every game of this state: every event of the list at the top
-- present): bit q for a g:on_own handler of seat q, bit 0 for a g:on
-- handler. An event about seat p is heard if hears[name] has bit 0 or
-- bit p: `hears.x & (1 | 1 << p) ~= 0`. The rules test it in place before
-- building the event table, so an event nobody hears (another seat's turn
-- for Sid Ketchum's turn_start) costs neither a table nor a C call.
-- (The names of schema.events: unit/house checks that the two agree.)
local EVENTS = { "turn_start", "reroll_limit", "can_reroll_dynamite", "shot_distances", "before_shots",
                 "before_damage", "life_lost", "eliminated", "beer", "gatling_dice",
                 "gatling_threshold", "turn_end" }
local HEARS = {}
for _, name in ipairs(EVENTS) do HEARS[name] = 0 end -- (g:listening_seats writes only the names it knows)

-- The tables of the events the rules send most, each kept for the next
-- event of its name once its handlers are done (a new table costs more than
-- the handlers' calls): taken with `spare[name] or {}` (and spare[name] set
-- to false: a key that comes and goes makes Lua rebuild the table), given back with `spare[name] = ev` after g_emit. An event sent
-- from one of its own handlers finds none spare and gets a new one; one
-- whose handlers raised an error is not given back.
local spare = {}

local function face_name(face) return rules.names.face[face] end

local function dice_text(g)
  local parts = {}
  for i = 1, DICE do
    local face = g_die(g, i)
    parts[i] = face and face_name(face) or "-"
  end
  return table.concat(parts, "\n")
end

-- ---- seats and distance (D-11) ---------------------------------------

-- Seats in play, in order, and each one's place in that list, as
-- prelude.seats_in_play gives them but read from the board (no g:alive
-- call per seat); kept in state until an elimination sets state.alive to
-- nil (settle). The same seats as a bit set (bit q for seat q) are made
-- with them (state.alive_bits). The hot paths read `state.alive or
-- seats(g)` in place (no call while the list stands).
local function seats(g)
  local list = state.alive
  if list then return list, state.alive_index end
  -- (Both made with room for 8 seats, the largest table: filling them
  -- never grows them.)
  list = { nil, nil, nil, nil, nil, nil, nil, nil }
  local index, mask = { nil, nil, nil, nil, nil, nil, nil, nil }, 0
  for p = 1, state.players do
    if playing[p] then
      list[#list + 1] = p
      index[p] = #list
      mask = mask | (1 << p)
    end
  end
  state.alive, state.alive_index, state.alive_bits = list, index, mask
  return list, index
end

local function alive_seats(g) return (seats(g)) end
-- The next seat clockwise still in play (p itself if nobody else is), as
-- prelude.next_in_play, from the board.
local function next_alive(g, p)
  local n, q = state.players, p
  for _ = 1, n do
    q = q + 1
    if q > n then q = 1 end
    if playing[q] then return q end
  end
  return p
end

-- Seats between p and q counting only players in play, the shorter way.
local function distance(g, p, q)
  local alive = alive_seats(g)
  local k = math.abs(state.alive_index[p] - state.alive_index[q])
  return math.min(k, #alive - k)
end

-- The seats in play as a bit set (bit q for seat q), kept with the list.
local function alive_mask(g)
  if not state.alive then seats(g) end
  return state.alive_bits
end

-- Players a "1" or "2" die of player p may hit, as a bit set (bit q for
-- seat q): a set, not a list, so that no table is made per die.
--
-- With no handler of shot_distances for p they are the seats `reach`
-- places from p either way round the seats in play: worked out from p's
-- index there, with no pass over the seats (one seat when both ways meet
-- it, none but p itself when p is alone). (reach is at most half of them:
-- 2 only past 3 seats.)
local function shot_mask(g, p, face)
  local alive, index = state.alive, state.alive_index
  if not alive then alive, index = seats(g) end
  local n = #alive
  local reach = (face == "2" and n > 3) and 2 or 1 -- "2" acts as "1" at 3 or fewer
  local mine = index[p]
  if HEARS.shot_distances & (1 | 1 << p) == 0 then
    local ahead, behind = mine + reach, mine - reach
    if ahead > n then ahead = ahead - n end
    if behind < 1 then behind = behind + n end
    local mask = 0
    if ahead ~= mine then mask = 1 << alive[ahead] end
    if behind ~= mine then mask = mask | (1 << alive[behind]) end
    return mask
  end
  local ev = spare.shot_distances or {}
  spare.shot_distances = false
  local distances = ev.distances or {} -- the last event's set, emptied (false, not nil: see spare)
  for d = 1, n do distances[d] = false end -- (only distances below n are read)
  distances[reach] = true
  ev.player, ev.face, ev.distances, ev.in_play = p, face, distances, n
  g_emit(g, "shot_distances", ev, p)
  spare.shot_distances, distances = ev, ev.distances
  local mask = 0
  for k = 1, n do
    local q = alive[k]
    if q ~= p then
      local d = k - mine -- distance(g, p, q), inlined
      if d < 0 then d = -d end
      if n - d < d then d = n - d end
      if (distances and distances[d]) or (not distances and d == reach) then mask = mask | (1 << q) end
    end
  end
  return mask
end

-- The same as a list of seats, in seat order.
local function shot_targets(g, p, face)
  local mask, targets = shot_mask(g, p, face), {}
  for q = 1, g:players() do
    if mask & (1 << q) ~= 0 then targets[#targets + 1] = q end
  end
  return targets
end

-- ---- arrows, life, elimination ----------------------------------------

local settle

local function return_arrows(g, p)
  local n = arrows_at[p]
  if n > 0 then g_move_counter(g, p, ARROW, -n) end
end

-- D-2 / D-12: gain life, never above the maximum; returns what was gained.
local function heal(g, p, amount, rule, source)
  if not playing[p] then return 0 end
  local before = life_at[p]
  local after = g_set_life(g, p, before + amount)
  if after > before then
    if logging then
      log(g, rule, NP_("{player} gains {n} life (now at {life}).", "{player} gains {n} life (now at {life})."),
          { player = p, n = after - before, life = after })
    end
    if source and source ~= p then
      local helped = public.helped
      local row = helped[source]
      if not row then row = { nil, nil, nil, nil, nil, nil, nil, nil }; helped[source] = row end -- (ROWS)
      row[p] = (row[p] or 0) + (after - before)
    end
  elseif logging then
    log(g, rule, N_"{player} is at full life: the life is wasted.", { player = p })
  end
  return after - before
end

-- Lose life (D-14: never below 0). Elimination waits for settle().
local function lose_life(g, victim, amount, cause, source, rule)
  if not playing[victim] then return 0 end
  local before = life_at[victim]
  if before == 0 or amount <= 0 then return 0 end
  if HEARS.before_damage & (1 | 1 << victim) ~= 0 then
    local ev = spare.before_damage or {}
    spare.before_damage = false
    ev.victim, ev.amount, ev.cause, ev.source = victim, amount, cause, source
    g_emit(g, "before_damage", ev, victim)
    spare.before_damage, amount = ev, ev.amount
    if amount <= 0 then return 0 end
    before = life_at[victim] -- as the handlers left it
  end
  local after = g_set_life(g, victim, before - amount)
  local lost = before - after
  if lost == 0 then return 0 end
  if logging then
    log(g, rule, NP_("{player} loses {n} life (now at {life}).", "{player} loses {n} life (now at {life})."),
        { player = victim, n = lost, life = after })
  end
  if source and source ~= victim then
    local hostility = public.hostility
    local row = hostility[source]
    if not row then row = { nil, nil, nil, nil, nil, nil, nil, nil }; hostility[source] = row end -- (ROWS)
    row[victim] = (row[victim] or 0) + lost
  end
  if after == 0 then state.killer[victim] = source or false end
  if HEARS.life_lost & (1 | 1 << victim) ~= 0 then
    local ev = spare.life_lost or {}
    spare.life_lost = false
    ev.player, ev.amount, ev.cause, ev.source = victim, lost, cause, source
    g_emit(g, "life_lost", ev, victim)
    spare.life_lost = ev
  end
  return lost
end

-- D-9: the Indian attack, when the last arrow leaves the pile.
local function indian_attack(g)
  if logging then log(g, "D-9", N_"The last arrow is taken: the Indians attack!") end
  for _, p in ipairs(alive_seats(g)) do
    local n = arrows_at[p]
    if n > 0 then lose_life(g, p, n, "indians", nil, "D-9") end
  end
  for p = 1, g:players() do return_arrows(g, p) end
  if logging then log(g, "D-9", N_"All arrows go back to the pile.") end
  settle(g, "D-9")
end

-- D-8: player p takes one arrow from the pile.
local function take_arrow(g, p, rule)
  if not playing[p] then return end
  local pile = board.pile
  if pile == 0 then return end
  pile = pile - 1
  g_move_counter(g, p, ARROW, 1)
  if logging then
    log(g, rule or "D-8", NP_("{player} takes an arrow ({n} held, {pile} in the pile).", "{player} takes an arrow ({n} held, {pile} in the pile)."),
        { player = p, n = arrows_at[p], pile = pile })
  end
  if pile == 0 then indian_attack(g) end
end

-- Arrows owed while hits are being applied together (El Gringo, D-43) are
-- taken once the volley has resolved and its eliminations are settled, so an
-- Indian attack they set off is an effect of its own (D-10, D-15).
-- state.turn.owed is false outside a volley, NO_DEBT in one until the first
-- arrow is owed (most volleys owe none: no list made for them), then the
-- list of debts, two entries each: the player, then the rule (or false).
local NO_DEBT = {}

local function owe_arrow(g, p, rule)
  local owed = state.turn.owed
  if owed == NO_DEBT then owed = {}; state.turn.owed = owed end
  if owed then
    local n = #owed
    owed[n + 1], owed[n + 2] = p, rule or false
  else take_arrow(g, p, rule) end
end

local function pay_owed_arrows(g)
  local owed = state.turn.owed
  state.turn.owed = false
  if owed == NO_DEBT or not owed then return end
  for k = 1, #owed, 2 do take_arrow(g, owed[k], owed[k + 1]) end -- (take_arrow reads false as no rule)
end

local function finish(g, id, args, winners, rule)
  log(g, rule, id, args)
  g:finish { id = id, args = args, winners = winners, rule = rule }
  error(prelude.GAME_OVER, 0)
end

-- (Each seat's role read from state.roles, as g:role(p) says: no call per seat.)
local function seats_with_roles(g, wanted)
  local list, role_of = {}, state.roles
  for p = 1, state.players do
    if wanted[role_of[p]] then list[#list + 1] = p end
  end
  return list
end

-- The winners' sets and the two messages with a context, made once.
local OUTLAWS, LAW = { outlaw = true }, { sheriff = true, deputy = true }
local RENEGADE_WINS = NC_("dice game", "The Renegade {player} is the last one standing and wins.")
local OUTLAWS_WIN = NC_("dice game", "The Sheriff is eliminated: the Outlaws win.")

-- D-30: the three-player goals.
local function check_three_player_end(g, eliminated)
  if not state.last_standing and #eliminated > 0 then
    for _, victim in ipairs(eliminated) do
      local killer = state.killer[victim]
      if killer and PREY[state.roles[killer]] == state.roles[victim] then
        finish(g, N_"{player} eliminated their target and wins.", { player = killer },
               { killer }, "D-30")
      end
    end
    state.last_standing = true
    log(g, "D-30", N_"The target fell to someone else: now the last one standing wins.")
  end
  local alive = alive_seats(g)
  if #alive == 1 then
    finish(g, N_"{player} is the last one standing and wins.", { player = alive[1] },
           { alive[1] }, "D-30")
  elseif #alive == 0 then
    finish(g, N_"Everyone is eliminated at once: the Outlaws win.", nil,
           seats_with_roles(g, OUTLAWS), "D-30")
  end
end

-- D-15: the end of the game, checked once an effect has resolved.
local function check_end(g, eliminated)
  if state.three then return check_three_player_end(g, eliminated) end
  local sheriff_alive, bad_alive = false, false
  local alive, role_of = alive_seats(g), state.roles
  for i = 1, #alive do
    local role = role_of[alive[i]]
    if role == "sheriff" then sheriff_alive = true end
    if role == "outlaw" or role == "renegade" then bad_alive = true end
  end
  if not sheriff_alive then
    if #alive == 1 and role_of[alive[1]] == "renegade" then
      finish(g, RENEGADE_WINS, { player = alive[1] }, { alive[1] }, "D-15")
    end
    finish(g, OUTLAWS_WIN, nil, seats_with_roles(g, OUTLAWS), "D-15")
  end
  if not bad_alive then
    finish(g, N_"All Outlaws and Renegades are eliminated: the Sheriff and the Deputies win.",
           nil, seats_with_roles(g, LAW), "D-15")
  end
end

-- After an effect (D-15): everyone at 0 life goes out together, then the
-- end of the game is checked, then the turn ends if its player is out.
settle = function(g, rule)
  local alive = state.alive or seats(g)
  local out
  for i = 1, #alive do -- no list made unless someone goes out (the common case)
    local p = alive[i]
    if life_at[p] == 0 then
      out = out or {}
      out[#out + 1] = p
    end
  end
  if not out then return end
  state.alive = nil -- the seats in play change
  for i = 1, #out do
    local p = out[i]
    g:eliminate(p)
    return_arrows(g, p)
    if logging then
      log(g, "D-14", N_"{player} is eliminated: they were the {role}.",
          { player = p, role = rules.names.role[state.roles[p]] })
    end
  end
  local heard = HEARS.eliminated
  if heard ~= 0 then
    for i = 1, #out do
      local p = out[i]
      if heard & (1 | 1 << p) ~= 0 then
        g_emit(g, "eliminated", { player = p, source = state.killer[p] or nil }, p)
      end
    end
  end
  check_end(g, out)
  if not playing[state.turn.player] then error(TURN_OVER, 0) end
end

-- ---- decisions ----------------------------------------------------------

-- prelude.ask, with g.decide taken once (rules.setup) rather than looked up
-- through g's metatable at every question: one decision table, filled anew
-- for each question (g:decide reads it only until it is answered).
local g_decide
local DECISION = { player = false, kind = false, prompt = false, args = false, options = false }

local function ask(g, player, kind, prompt, args, options)
  local decision = DECISION
  decision.player, decision.kind, decision.prompt = player, kind, prompt
  decision.args, decision.options = args, options
  local _, option = g_decide(g, decision)
  return option
end

-- Argument tables of the prompts asked several times a turn, made once
-- (die_args(face, i), reroll_args(left)): a decision's args are only read.
local DIE_ARGS, REROLL_ARGS = {}, {}

-- The prompts and labels asked every turn, marked once (N_ is a call).
local PROMPT_REROLL = N_"Rerolls left: {left}. Which dice do you reroll?"
local PROMPT_SHOOT, LABEL_SHOOT = N_"Die {die} shows {face}: whom do you shoot?", N_"Shoot {target}"
local PROMPT_BEER, LABEL_BEER = N_"Die {die} shows {face}: who gains 1 life?", N_"Give the Beer to {target}"

local function die_args(face, i)
  local byface = DIE_ARGS[face]
  if not byface then byface = {}; DIE_ARGS[face] = byface end
  local args = byface[i]
  if not args then args = { die = i, face = face_name(face) }; byface[i] = args end
  return args
end

-- The shot and Beer questions' args per die, made at load: read in place
-- (no call per question).
local ARGS_1, ARGS_2, ARGS_BEER = {}, {}, {}
for i = 1, DICE do
  ARGS_1[i], ARGS_2[i], ARGS_BEER[i] = die_args("1", i), die_args("2", i), die_args("beer", i)
end

local function reroll_args(left)
  local args = REROLL_ARGS[left]
  if not args then args = { left = left }; REROLL_ARGS[left] = args end
  return args
end

-- Ask unless there is only one legal option, which is then taken; with
-- g:preset().ask_always a decision out of turn is asked all the same.
local function choose(g, player, kind, prompt, args, options)
  if #options == 1 and not (state.ask_always and player ~= g:active()) then return options[1] end
  local decision = DECISION -- (ask(), written out: one call less per question)
  decision.player, decision.kind, decision.prompt = player, kind, prompt
  decision.args, decision.options = args, options
  local _, option = g_decide(g, decision)
  return option
end

local function target_options(g, targets, verb, label, extra)
  local options = {}
  for _, q in ipairs(targets) do
    local option = { cmd = verb .. " " .. g:name(q), label = label,
                     args = { target = q }, target = q }
    if extra then for k, v in pairs(extra) do option[k] = v end end
    options[#options + 1] = option
  end
  return options
end

-- The rules' own shot and Beer questions offer the same few lists again
-- and again: each list (target_options of the seats in a bit set) is made
-- once and reused while the players' names stay the same, across games
-- too (rules.setup keeps them when the names are). Decisions only read
-- their options; api.target_options still makes a fresh list for
-- character scripts, which may add to it, and api.target_list gives them
-- a kept one (of a list of seats) that they only read.
local target_lists, target_lists_names = {}, {} -- [verb][label][mask] = options; names by seat
-- How many lists are kept. Eight players make a few hundred seat sets over
-- many games, and every computer player's world holds a read-only proxy
-- and its own notes per list it has seen: past KEPT_LISTS lists, a new game
-- starts them afresh (made again as needed, the same lists). Measured,
-- 8 computer players, 6000 games: the memory a game value holds after a
-- game at most 1.48 MiB instead of 3.57, for 3.8% more instructions (five
-- players did not reach the bound in 6000 games; six and seven do, rarely).
local kept_lists, KEPT_LISTS = 0, 256
-- The rules' own two kinds of list, target_lists.shoot[LABEL_SHOOT] and
-- target_lists.beer[LABEL_BEER], held here too (check_target_lists sets
-- them): a question reads its list with one look-up, no call.
local shoot_lists, beer_lists

local function target_list(g, mask, verb, label)
  local byverb = target_lists[verb]
  if not byverb then byverb = {}; target_lists[verb] = byverb end
  local bylabel = byverb[label]
  if not bylabel then bylabel = {}; byverb[label] = bylabel end
  local options = bylabel[mask]
  if options then return options end
  local targets = {}
  for q = 1, g:players() do
    if mask & (1 << q) ~= 0 then targets[#targets + 1] = q end
  end
  options = target_options(g, targets, verb, label)
  bylabel[mask] = options
  kept_lists = kept_lists + 1
  return options
end

-- api.target_list(g, seats, verb, label [, last]): target_options' list
-- for the seats (a list in seat order, as alive_seats gives), and the
-- option last after them if given (a table made once, as Kit Carlson's
-- "skip"), kept and shared by every caller: read it, never change it.
local function kept_target_list(g, seats, verb, label, last)
  local mask = 0
  for i = 1, #seats do mask = mask | (1 << seats[i]) end
  if not last then return target_list(g, mask, verb, label) end
  -- (kept beside the lists without it, per option table: [verb][label][last][mask])
  local bylabel = target_lists[verb] and target_lists[verb][label]
  local bylast = bylabel and bylabel[last]
  local options = bylast and bylast[mask]
  if options then return options end
  local plain = target_list(g, mask, verb, label)
  bylabel = target_lists[verb][label]
  bylast = bylabel[last]
  if not bylast then bylast = {}; bylabel[last] = bylast end
  options = {}
  for i = 1, #plain do options[i] = plain[i] end
  options[#options + 1] = last
  bylast[mask] = options
  kept_lists = kept_lists + 1
  return options
end

-- Keep the lists only for the same names, seat by seat (compared, not
-- joined: no string is made per game).
local function check_target_lists(g)
  local names, n = target_lists_names, g:players()
  local same = #names == n
  for p = 1, n do
    local name = g:name(p)
    if names[p] ~= name then names[p], same = name, false end
  end
  for p = n + 1, #names do names[p] = nil end
  if not same or kept_lists > KEPT_LISTS then target_lists, kept_lists = {}, 0 end
  target_list(g, 0, "shoot", LABEL_SHOOT) -- (makes the tables of the two kinds)
  target_list(g, 0, "beer", LABEL_BEER)
  shoot_lists, beer_lists = target_lists.shoot[LABEL_SHOOT], target_lists.beer[LABEL_BEER]
end

-- ---- rolling (D-5 .. D-9) -----------------------------------------------

-- What the dice show after the last roll, one bit set per face (bit i for
-- die i), as g:roll_dice returns them (in the order of FACES): the rolling
-- phase and the resolution read them here rather than with a g:die call
-- per die and question (only the rules roll or set dice, and every die is
-- rolled at the start of a turn). Counting and finding faces is then bit
-- arithmetic: comparing face strings die by die was a good part of a
-- turn's Lua.
local showing_arrow, showing_dynamite, showing_1, showing_2, showing_beer, showing_gatling = 0, 0, 0, 0, 0, 0
local ALL_DICE_SET = (1 << (DICE + 1)) - 2 -- bits 1 .. DICE

-- The face die i shows, from the sets.
local function face_showing(i)
  local bit = 1 << i
  if showing_arrow & bit ~= 0 then return "arrow" end
  if showing_dynamite & bit ~= 0 then return "dynamite" end
  if showing_1 & bit ~= 0 then return "1" end
  if showing_2 & bit ~= 0 then return "2" end
  if showing_beer & bit ~= 0 then return "beer" end
  if showing_gatling & bit ~= 0 then return "gatling" end
  return nil
end

-- BITS[set]: how many dice a bit set holds.
local BITS = { [0] = 0 }
for set = 1, ALL_DICE_SET do BITS[set] = BITS[set >> 1] + (set & 1) end

-- "stop", then every non-empty set of rerollable dice: singles first, then
-- pairs, and so on, each in ascending order (easy to read at the prompt).
-- The lists never change, so each is built once per set of rerollable dice
-- (a bit set: bit i for die i). REROLL_SET[option] is the bit set of an
-- option's dice.
local reroll_options_cache, REROLL_SET = {}, {}

local function reroll_options(mask)
  local cached = reroll_options_cache[mask]
  if cached then return cached end
  local rerollable = {}
  for i = 1, DICE do
    if mask & (1 << i) ~= 0 then rerollable[#rerollable + 1] = i end
  end
  local options = { { cmd = "stop", label = N_"Keep these dice" } }
  local n = #rerollable
  local chosen = {}
  local function add_sets(size, from)
    if #chosen == size then
      local dice = prelude.copy(chosen)
      -- The label's {dice} is a list (one per line) the reader's language
      -- joins ("1, 3", "1、3"); the command is typed with spaces.
      local option = { cmd = "reroll " .. table.concat(dice, " "), label = N_"Reroll dice {dice}",
                       args = { dice = table.concat(dice, "\n") }, dice = dice }
      local set = 0
      for k = 1, #dice do set = set | (1 << dice[k]) end
      options[#options + 1], REROLL_SET[option] = option, set
      return
    end
    for k = from, n - (size - #chosen) + 1 do
      chosen[#chosen + 1] = rerollable[k]
      add_sets(size, k + 1)
      chosen[#chosen] = nil
    end
  end
  for size = 1, n do add_sets(size, 1) end
  reroll_options_cache[mask] = options
  return options
end

local function rolling_phase(g, p)
  local hears, me = HEARS, 1 | 1 << p
  local limit, dynamite_ok = 2, false
  if hears.reroll_limit & me ~= 0 then
    local ev = spare.reroll_limit or {}
    spare.reroll_limit = false
    ev.player, ev.rerolls = p, 2
    g_emit(g, "reroll_limit", ev, p)
    spare.reroll_limit, limit = ev, ev.rerolls
  end
  if hears.can_reroll_dynamite & me ~= 0 then
    local ev = spare.can_reroll_dynamite or {}
    spare.can_reroll_dynamite = false
    ev.player, ev.allowed = p, false
    g_emit(g, "can_reroll_dynamite", ev, p)
    spare.can_reroll_dynamite, dynamite_ok = ev, ev.allowed
  end
  g_clear_dice(g)
  -- Roll every die, then the dice chosen, in one loop (no call per roll).
  local which, rerolls = ALL_DICE_SET, 0
  local lock = not dynamite_ok and "dynamite" or nil
  while true do
    -- One call rolls them all (which: a bit set) and locks the Dynamite
    -- dice the player may not reroll. (A die rolled was not locked.)
    local just_rolled
    just_rolled, showing_arrow, showing_dynamite, showing_1, showing_2, showing_beer, showing_gatling =
      g_roll_dice(g, which, nil, lock)
    if logging then
      log(g, "D-5", N_"{player} rolls: {dice}.", { player = p, dice = dice_text(g) })
    end
    -- D-8: arrows resolve after every roll (the dice just rolled). With no
    -- log to write and more arrows in the pile than are taken, take_arrow
    -- once per arrow would only move them: one g_move_counter does.
    local arrows = BITS[showing_arrow & just_rolled]
    if arrows > 0 then
      if not logging and board.pile > arrows and playing[p] then
        g_move_counter(g, p, ARROW, arrows)
      else
        for _ = 1, arrows do take_arrow(g, p, "D-8") end
      end
    end
    if BITS[showing_dynamite] >= 3 then return end -- D-7 (resolve_dynamite says so)
    if rerolls >= limit then return end -- D-5: the last roll must be accepted
    local rerollable = dynamite_ok and ALL_DICE_SET or ALL_DICE_SET & ~showing_dynamite -- a bit set
    if rerollable == 0 then return end
    -- (the caches read here first, and ask() written out: a call per
    -- question costs more than the look-ups)
    local decision = DECISION
    decision.player, decision.kind, decision.prompt = p, "reroll", PROMPT_REROLL
    decision.args = REROLL_ARGS[limit - rerolls] or reroll_args(limit - rerolls)
    decision.options = reroll_options_cache[rerollable] or reroll_options(rerollable)
    local _, option = g_decide(g, decision)
    if option.cmd == "stop" then return end
    rerolls, which = rerolls + 1, REROLL_SET[option]
  end
end

-- ---- resolution (D-10 .. D-13) ------------------------------------------

local function resolve_dynamite(g, p)
  if BITS[showing_dynamite] < 3 then return end
  if logging then
    log(g, "D-7", N_"Three or more Dynamite: they explode in {player}'s hands and the rolling is over.",
        { player = p })
  end
  lose_life(g, p, 1, "dynamite", nil, "D-7")
  settle(g, "D-7")
end

-- The shots of a volley and the Beer dice of a turn: one list each for the
-- whole game, and one shot table per die, filled anew each time (a
-- before_shots handler reads and changes them while it runs, and keeps
-- none of them).
local SHOTS, BEERS, SHOT_OF = {}, {}, {}
local START_LIFE, FACES_SHOWN = {}, {} -- the Beer events' start_life, turn_end's faces (likewise)

local function resolve_shots(g, p, beers)
  local nshots = 0
  local mask1, mask2 -- who a "1" and a "2" reach: the same for every die (no one goes out before the hits land)
  local shooting = showing_1 | showing_2
  for i = 1, shooting ~= 0 and DICE or 0 do
    if shooting & (1 << i) ~= 0 then
      local face, targets, args
      if showing_1 & (1 << i) ~= 0 then
        mask1 = mask1 or shot_mask(g, p, "1")
        face, targets, args = "1", mask1, ARGS_1[i]
      else
        mask2 = mask2 or shot_mask(g, p, "2")
        face, targets, args = "2", mask2, ARGS_2[i]
      end
      if targets == 0 then
        if logging then
          log(g, "D-10", N_"Die {die} ({face}) has no target and is wasted.",
              { die = i, face = face_name(face) })
        end
      else
        -- choose(), written out: one target is taken without a question.
        local options = shoot_lists[targets] or target_list(g, targets, "shoot", LABEL_SHOOT)
        local option = options[1]
        if options[2] or (state.ask_always and p ~= g:active()) then
          local decision = DECISION -- (ask(), written out)
          decision.player, decision.kind, decision.prompt = p, "shoot", PROMPT_SHOOT
          decision.args, decision.options = args, options
          local _, chosen = g_decide(g, decision)
          option = chosen
          -- The hits land only after the last die: say each choice as it is made.
          if logging then
            log(g, "D-10", N_"{player} aims die {die} at {target}.", { player = p, die = i, target = option.target })
          end
        end
        local shot = SHOT_OF[i]
        if not shot then shot = {}; SHOT_OF[i] = shot end
        shot.die, shot.face, shot.target, shot.amount = i, face, option.target, 1
        nshots = nshots + 1
        SHOTS[nshots] = shot
      end
    end
  end
  if nshots == 0 then return end
  local shots = SHOTS
  for k = nshots + 1, #shots do shots[k] = nil end
  if HEARS.before_shots & (1 | 1 << p) ~= 0 then
    local ev = spare.before_shots or {}
    spare.before_shots = false
    ev.player, ev.shots, ev.beers = p, shots, beers
    g_emit(g, "before_shots", ev, p)
    spare.before_shots = ev
  end
  state.turn.owed = NO_DEBT
  for k = 1, #shots do -- D-10: hits applied together
    local shot = shots[k]
    if logging then
      log(g, "D-11", N_"{player} shoots {target} with die {die}.",
          { player = p, target = shot.target, die = shot.die })
    end
    lose_life(g, shot.target, shot.amount, "shot", p, "D-11")
  end
  settle(g, "D-11") -- the volley is one effect (D-15) ...
  -- ... and El Gringo's arrows come after it (most volleys owe none: no call)
  if state.turn.owed == NO_DEBT then state.turn.owed = false else pay_owed_arrows(g) end
end

local function resolve_beers(g, p, beers)
  if #beers == 0 then return end
  local start_life
  if HEARS.beer & (1 | 1 << p) ~= 0 then
    start_life = START_LIFE
    for q = 1, state.players do start_life[q] = life_at[q] end
  end
  for k = 1, #beers do
    local i = beers[k]
    if not state.alive then seats(g) end -- (alive_mask(g), in place)
    local mask = state.alive_bits
    local options = beer_lists[mask] or target_list(g, mask, "beer", LABEL_BEER)
    local option = options[1] -- (choose(), written out)
    if options[2] or (state.ask_always and p ~= g:active()) then
      local decision = DECISION -- (ask(), written out)
      decision.player, decision.kind, decision.prompt = p, "beer", PROMPT_BEER
      decision.args, decision.options = ARGS_BEER[i], options
      local _, chosen = g_decide(g, decision)
      option = chosen
    end
    local amount = 1
    if start_life then
      local ev = spare.beer or {}
      spare.beer = false
      ev.player, ev.target, ev.amount, ev.start_life = p, option.target, 1, start_life[option.target]
      g_emit(g, "beer", ev, p)
      spare.beer, amount = ev, ev.amount
    end
    heal(g, option.target, amount, "D-12", p)
  end
end

local function resolve_gatling(g, p)
  local count = BITS[showing_gatling]
  if count == 0 then return end
  local hears, me = HEARS, 1 | 1 << p
  if hears.gatling_dice & me ~= 0 then
    local ev = spare.gatling_dice or {}
    spare.gatling_dice = false
    ev.player, ev.count = p, count
    g_emit(g, "gatling_dice", ev, p)
    spare.gatling_dice = ev
  end
  local needed = 3
  if hears.gatling_threshold & me ~= 0 then
    local ev = spare.gatling_threshold or {}
    spare.gatling_threshold = false
    ev.player, ev.count, ev.needed = p, count, 3
    g_emit(g, "gatling_threshold", ev, p)
    spare.gatling_threshold, needed = ev, ev.needed
  end
  if count < needed or state.turn.gatling_fired then return end
  state.turn.gatling_fired = true
  if logging then log(g, "D-13", N_"{player} fires the Gatling!", { player = p }) end
  state.turn.owed = NO_DEBT
  -- Every other seat in play, clockwise from p, as next_alive steps, read
  -- from the list of seats in play (no call per seat): nobody leaves play
  -- before settle, and lose_life takes nothing from a seat out of play.
  local alive, index = state.alive, state.alive_index
  if not alive then alive, index = seats(g) end
  local n, at = #alive, index[p]
  for k = 1, n - 1 do
    local i = at + k
    if i > n then i = i - n end
    lose_life(g, alive[i], 1, "gatling", p, "D-13")
  end
  if arrows_at[p] > 0 then
    if logging then
      log(g, "D-13", N_"{player} puts all the arrows they hold back in the pile ({n}).", { player = p, n = arrows_at[p] })
    end
    return_arrows(g, p)
  end
  settle(g, "D-13")
  -- after the return, so El Gringo's arrow stays (D-43)
  if state.turn.owed == NO_DEBT then state.turn.owed = false else pay_owed_arrows(g) end
end

local function play_turn(g, p)
  local turn = state.turn -- one table for every turn of the game
  turn.player, turn.gatling_fired, turn.owed = p, false, false
  if HEARS.turn_start & (1 | 1 << p) ~= 0 then
    -- A question at the start of the turn (Sid Ketchum) comes before the
    -- roll: the previous player's dice are not this player's.
    g_clear_dice(g)
    local ev = spare.turn_start or {}
    spare.turn_start = false
    ev.player = p
    g_emit(g, "turn_start", ev, p)
    spare.turn_start = ev
  end
  rolling_phase(g, p)
  -- Each step is called only when the dice show its faces (each returns at
  -- once otherwise: the test in place saves a call).
  if BITS[showing_dynamite] >= 3 then resolve_dynamite(g, p) end
  local beers, nbeers, showing = BEERS, 0, showing_beer
  for i = 1, showing ~= 0 and DICE or 0 do
    if showing & (1 << i) ~= 0 then nbeers = nbeers + 1; beers[nbeers] = i end
  end
  for k = nbeers + 1, #beers do beers[k] = nil end
  if showing_1 | showing_2 ~= 0 then resolve_shots(g, p, beers) end
  if beers[1] then resolve_beers(g, p, beers) end -- (as a before_shots handler left them)
  if showing_gatling ~= 0 then resolve_gatling(g, p) end
  if HEARS.turn_end & (1 | 1 << p) ~= 0 then
    local ev, faces = spare.turn_end or {}, FACES_SHOWN
    spare.turn_end = false
    for i = 1, DICE do faces[i] = face_showing(i) end -- g:faces(): every die was rolled
    ev.player, ev.faces = p, faces
    g_emit(g, "turn_end", ev, p)
    spare.turn_end = ev
  end
end

-- ---- set-up (D-1, D-2, D-3, D-30) -----------------------------------------

-- The helpers character scripts use.
rules.api = {
  take_arrow = take_arrow, owe_arrow = owe_arrow, lose_life = lose_life, heal = heal, settle = settle,
  return_arrows = return_arrows, alive_seats = alive_seats, distance = distance,
  next_alive = next_alive, choose = choose, target_options = target_options,
  target_list = kept_target_list,
  log = log,
  -- Whether this game keeps a log (set by rules.play): a character tests it
  -- before api.log, so that a game without one (a simulation) makes no
  -- table of the log's words.
  logging = true,
  face_name = face_name, arrows_total = ARROWS,
}

-- A scenario's `eliminated = true` (checked once every player has a
-- character): those players are out before the game starts, holding no
-- arrows. The game must still be undecided (D-15; D-30: with three players
-- the last one standing wins, since a target is already gone).
-- Returns whether any is, and the seats out (true) or not (false): one
-- table kept for every game.
local OUT = {}

local function check_eliminated(g, presets)
  local out, any = OUT, false
  for p = state.players + 1, #out do out[p] = nil end
  for p = 1, state.players do
    local e = presets[p].eliminated
    if e ~= nil and type(e) ~= "boolean" then
      error(string.format("player %d's eliminated must be true or false", p), 0)
    end
    if e and (presets[p].arrows or 0) > 0 then
      error(string.format("player %d is eliminated: give no arrows", p), 0)
    end
    out[p] = e or false
    any = any or e or false
  end
  return any, out
end

local function eliminate_presets(g, out)
  local alive, sheriff, bad = 0, false, false
  for p = 1, g:players() do
    if out[p] then
      g:eliminate(p)
    else
      alive = alive + 1
      sheriff = sheriff or g:role(p) == "sheriff"
      bad = bad or g:role(p) == "outlaw" or g:role(p) == "renegade"
    end
  end
  state.alive = nil
  if state.three then state.last_standing = true end
  if alive < 2 or not state.three and not (sheriff and bad) then
    error("the players eliminated at set-up would end the game before it starts (D-15)", 0)
  end
end

-- Player p plays as character (D-2); the handlers wait for the last choice.
local function take_character(g, p, character, preset)
  g:set_character(p, character.id)
  local max = character.life + (state.roles[p] == "sheriff" and 2 or 0) -- D-2
  g:set_max_life(p, max)
  g_set_life(g, p, preset.life or max)
  state.characters[p] = character
end

local function install_characters(g)
  if state.any_out then eliminate_presets(g, state.out) end
  for p = 1, g:players() do
    local character = state.characters[p]
    if character.setup then character.setup(g, p, rules.api) end
  end
  state.hears = g:listening_seats(HEARS)
  check_target_lists(g)
end

function rules.setup(g, characters, cards)
  if not g_die then
    g_die = g.die
    g_set_pile = g.set_pile
    g_set_counter = g.set_counter
    g_move_counter = g.move_counter
    g_set_life = g.set_life
    g_clear_dice = g.clear_dice
    g_roll_dice = g.roll_dice
    g_count_faces = g.count_faces
    g_emit = g.emit
    g_decide = g.decide
  end
  local n = g:players()
  if not ROLE_SETS[n] then error("the dice game is for 3 to 8 players", 0) end
  local table_preset = g:preset()
  if table_preset.start ~= nil then
    error("start = { phase = n } does not apply to the dice game: a turn has no phases", 0)
  end
  g_set_counter(g, 1, ARROW, 0) -- names the counter: board[ARROW] (seats hold none yet)
  board = g:board()
  life_at, arrows_at, playing = board.life, board[ARROW], board.alive
  for i = 1, #EVENTS do HEARS[EVENTS[i]] = 0 end -- nobody listens before install_characters
  -- One state table (and its killer, characters and turn) for every game
  -- of this Lua state, each field set anew here: new tables and their keys
  -- were a good part of a short game's set-up.
  state = STATE
  state.three, state.players, state.last_standing, state.logging = n == 3, n, false, true
  logging = true
  state.hears, state.ask_always, state.roles = HEARS, table_preset.ask_always or false, false
  state.out, state.any_out, state.first, state.to_choose = false, false, false, nil
  state.alive, state.alive_index, state.alive_bits = nil, nil, nil
  local killer, played = state.killer, state.characters
  for p = 1, 8 do killer[p], played[p] = nil, nil end -- (8: the largest table, ROLE_SETS)
  local turn = state.turn
  turn.player, turn.gatling_fired, turn.owed = 0, false, false
  public = { hostility = { nil, nil, nil, nil, nil, nil, nil, nil },
             helped = { nil, nil, nil, nil, nil, nil, nil, nil } } -- (ROWS: room for every seat's row)
  rules.public = public
  g:set_dice(DICE, FACES)
  -- The "choose a character" variant: two characters each, chosen in
  -- rules.play once the roles are known.
  local choose_characters = table_preset.choose_characters and 2 or nil
  local presets, roles, dealt = prelude.deal_roles_and_characters(g, ROLE_SETS[n], characters,
                                                                  choose_characters)
  state.roles = roles -- each seat's role, as g:role(p) says (roles never change in a game)
  local held = 0
  for p = 1, n do
    local role = roles[p]
    g:set_role(p, role, role == "sheriff" or state.three) -- D-1: the Sheriff shows
    if not choose_characters then take_character(g, p, dealt[p], presets[p]) end
    local arrows = presets[p].arrows
    if arrows then g_set_counter(g, p, ARROW, arrows) end -- (a new game's seats hold none)
    held = held + arrows_at[p]
  end
  g_set_pile(g, table_preset.pile or (ARROWS - held))
  if board.pile + held ~= ARROWS then
    error(string.format("arrows held (%d) plus the pile (%d) must be %d", held, board.pile, ARROWS), 0)
  end
  if held > ARROWS then error("more than 9 arrows held", 0) end
  local first = table_preset.first
  for p = 1, n do
    if not first and roles[p] == (state.three and "deputy" or "sheriff") then first = p end
  end
  state.any_out, state.out = check_eliminated(g, presets)
  if first and state.out[first] then error(string.format("player %d plays first but is eliminated", first), 0) end
  state.first = first
  if choose_characters then
    state.to_choose = { presets = presets, dealt = dealt }
  else
    install_characters(g)
  end
end

function rules.play(g)
  state.logging = g:logging() -- the front end may turn the log off after set-up
  logging = state.logging
  rules.api.logging = state.logging
  local pending = state.to_choose -- the "choose a character" variant (a "character" decision each)
  if pending then
    state.to_choose = nil
    for p = 1, g:players() do
      take_character(g, p, prelude.choose_character(g, p, pending.dealt[p]), pending.presets[p])
    end
    install_characters(g)
  end
  prelude.play_turns(g, state.first, TURN_OVER, play_turn, "D-4", nil, next_alive)
end

-- For the screen and scenarios: the distance from one player to another
-- (D-11: seats in play, the shorter way), and whether a "1" or a "2" die
-- of the first one could hit the second (characters included).
function rules.view_distance(g, from, to)
  if from == to then return 0, false end
  local reach = prelude.contains(shot_targets(g, from, "1"), to) or prelude.contains(shot_targets(g, from, "2"), to)
  return distance(g, from, to), reach
end

-- Why a typed command is not among the options (shown to the player),
-- naming what the die or the question allows: the players a "1" or "2"
-- die can hit (D-11), that a Beer die gives 1 life to anyone in play
-- (D-12), a player out of the game (D-14).
local function offered_targets(decision, verb)
  local names, first = {}, nil
  for _, option in ipairs(decision.options or {}) do
    local v, name = (option.cmd or ""):match("^(%S+)%s+(%S+)$")
    if v == verb then
      names[#names + 1] = name
      first = first or option.cmd
    end
  end
  return table.concat(names, "\n"), first
end

local function refuse_die(g, decision, verb, rest)
  local die = decision.args and decision.args.die
  if decision.kind == "shoot" then
    local targets, example = offered_targets(decision, "shoot")
    local args = { die = die, face = face_name(g_die(g, die)), targets = targets, example = example }
    if verb ~= "shoot" then
      local beers = verb == "beer" and g_count_faces(g, "beer") > 0
      return { id = beers and N_"Die {die} shows {face}: it shoots one of {targets} (for example: {example}). The Beer dice come after the shots."
                          or N_"Die {die} shows {face}: it shoots one of {targets} (for example: {example}).",
               args = args, rule = beers and "D-10" or "D-11" }
    end
    if rest == "" then
      return { id = N_"Name the player to shoot: die {die} ({face}) can hit {targets} (for example: {example}).",
               args = args, rule = "D-11" }
    end
    local q = prelude.seat_named(g, rest)
    if not q then
      args.name = rest
      return { id = N_"There is no player called {name}: die {die} ({face}) can hit {targets}.", args = args }
    end
    if not playing[q] then
      return { id = N_"{target} is out of the game.", args = { target = q }, rule = "D-14" }
    end
    args.target = q
    if q == decision.player then
      return { id = N_"You cannot shoot yourself: die {die} ({face}) can hit {targets}.", args = args, rule = "D-11" }
    end
    args.distance = distance(g, decision.player, q)
    return { id = N_"{target} is at distance {distance}: die {die} ({face}) can hit only {targets}.",
             args = args, rule = "D-11" }
  end
  -- A Beer die.
  local _, example = offered_targets(decision, "beer")
  local args = { die = die, example = example }
  if verb ~= "beer" then
    return { id = N_"Die {die} is a Beer: it gives 1 life to any player in play, you too (for example: {example}).",
             args = args, rule = "D-12" }
  end
  if rest == "" then
    return { id = N_"Name the player who gains 1 life from die {die} (for example: {example}).",
             args = args, rule = "D-12" }
  end
  local q = prelude.seat_named(g, rest)
  if not q then
    return { id = N_"There is no player called {name}.", args = { name = rest } }
  end
  if not playing[q] then
    return { id = N_"{target} is out of the game.", args = { target = q }, rule = "D-14" }
  end
  return nil
end

function rules.refuse(g, decision, typed)
  local verb, rest = typed:match("^(%S+)%s*(.-)%s*$")
  if decision.kind == "reroll" and verb == "reroll" then
    for word in rest:gmatch("%S+") do
      local i = tonumber(word)
      if not i or i < 1 or i > DICE or math.type(i) ~= "integer" then
        return { id = N_"There is no die {die}: the dice are numbered 1 to 5.", args = { die = word } }
      end
      if g_die(g, i) == "dynamite" then
        return { id = N_"Die {die} shows Dynamite: Dynamite dice cannot be rerolled.",
                 args = { die = i }, rule = "D-6" }
      end
    end
  elseif (decision.kind == "shoot" or decision.kind == "beer") and verb and decision.args then
    return refuse_die(g, decision, verb:lower(), rest)
  elseif decision.kind == "reroll" then
    return { id = N_"Finish rolling first: type stop, or reroll and the dice to roll again (for example: reroll 1 3).",
             rule = "D-5" }
  end
  return prelude.examples_reason(decision)
end

return rules
