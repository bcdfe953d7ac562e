-- bot_rulebased.lua: the `rulebased` computer player (--bot rulebased,
-- --bots ...), a reference player written from bang-server's published
-- logic (github.com/salvoravida/bang-server: src/game/bot_ai.cpp,
-- bot_rules.{h,cpp}, prompts.cpp, config/bot_info.yml, as its
-- docs/bang-server-module-documentation.md section 3.5 describes them).
-- Our own Lua from that description, not a translation of their code.
-- What it does:
--  1. every legal option goes into a pool, REPEAT (5) times;
--  2. an ordered rule list picks the first rule that matches some pool
--     entry, and an entry of that rule uniformly (phase 2: "strong" cards,
--     then cards put in play, then cards from the hand, then character
--     abilities, then anything but ending the turn, then ending it;
--     answers: a card in play (a Barrel's draw!), then a card from the
--     hand, then anything but taking the hit, then taking it);
--  3. a play aimed at a player is vetoed when the target is not an enemy
--     ("target an enemy") or when it could finish the Sheriff and we are
--     not an Outlaw ("don't kill the Sheriff"); a vetoed entry leaves the
--     pool and the next pass picks again, up to TRIES (6) passes; from pass
--     3 the veto is lifted for the last entry left, from pass 4 for all;
--  4. enemies come from a karma per player (+1 on the Sheriff's side, -1
--     an Outlaw, 0 unknown), changed only by acts aimed at one player: an
--     attack on someone of known side gives the attacker the other side;
--     a role shown is known; when the roles still hidden are all one role,
--     they are known too;
--  5. per role: the Sheriff and the Deputies aim at karma -1 only (the
--     Sheriff does not finish a neutral player), the Outlaws at the Sheriff
--     and karma +1, the Renegade sides with the faction that has fewer
--     players left and spares the Sheriff at 2 life or less.
-- What it leaves out: bang-server's timers and "do nothing" nodes (our
-- decisions have no timeout), its expansions' tags (we map "strong" to the
-- cards that draw: Stagecoach, Wells Fargo), the 3-player and
-- free-for-all variants, helpful acts in the karma (the base game has no
-- card that helps one other player), and picking a target after the card
-- (our options already name their targets: a card's entries are its
-- targets, one picked uniformly per pass).

local seen = require "reference.seen"

local random = math.random

local REPEAT, TRIES = 5, 6
local BYPASS_LAST, BYPASS_ALL = 3, 4

-- Roles dealt at each table size (rules/setup.lua's table), for "the roles
-- still hidden are all one role".
local DEALT = {
  [4] = { sheriff = 1, renegade = 1, outlaw = 2, deputy = 0 },
  [5] = { sheriff = 1, renegade = 1, outlaw = 2, deputy = 1 },
  [6] = { sheriff = 1, renegade = 1, outlaw = 3, deputy = 1 },
  [7] = { sheriff = 1, renegade = 1, outlaw = 3, deputy = 2 },
}
local SIDE = { sheriff = 1, deputy = 1, outlaw = -1 }

local bot = {}

function bot.new_game(view, public, previous)
  local S = seen.new(view, public, type(previous) == "table" and previous or nil)
  S.karma = S.karma or {}
  for q = 1, S.n do S.karma[q] = 0 end
  S.pool = S.pool or {}
  S.rule = S.rule or {}
  S.list = S.list or {}
  return S
end

-- The karma: an attack aimed at one player of known side puts the
-- attacker on the other side (bang-server's 3x3 tables, their neutral
-- rows: an attack on a neutral player tells nothing).
local function act(S, source, target)
  local side = S.known[target] or S.karma[target]
  if side ~= 0 and not S.known[source] then S.karma[source] = -side end
end

-- What is known of each side: S.known[q] = 1 / -1 for roles shown (the
-- Renegade: 0), and the hidden ones when they are all one role.
local function update_sides(S)
  local view = S.view
  local roles = seen.roles(S)
  local left = {}
  local dealt = DEALT[S.n] or DEALT[7]
  for role, k in pairs(dealt) do left[role] = k end
  S.known = S.known or {}
  local hidden = 0
  for q = 1, S.n do
    local r = roles[q]
    S.known[q] = false
    if r then
      left[r] = (left[r] or 0) - 1
      S.known[q] = SIDE[r] or 0
    else
      hidden = hidden + 1
    end
  end
  if hidden > 0 then
    local only, kinds = nil, 0
    for _, role in ipairs({ "sheriff", "deputy", "outlaw", "renegade" }) do
      if (left[role] or 0) > 0 then only, kinds = role, kinds + 1 end
    end
    if kinds == 1 then
      for q = 1, S.n do if not roles[q] then S.known[q] = SIDE[only] or 0 end end
    end
  end
  seen.acts(S, act)
  S.roles = roles
  -- The Renegade's side: the faction with fewer players in play.
  if roles[S.me] == "renegade" then
    local law, outlaws = 0, 0
    for q = 1, S.n do
      if q ~= S.me and view:alive(q) then
        local side = S.known[q] or S.karma[q]
        if side == 1 then law = law + 1 elseif side == -1 then outlaws = outlaws + 1 end
      end
    end
    S.side = outlaws < law and -1 or 1 -- the side it helps: the smaller one
  end
end

local function sheriff_seat(S)
  for q = 1, S.n do if S.roles[q] == "sheriff" then return q end end
  return nil
end

-- Whether q is an enemy of ours.
local function enemy(S, q)
  local mine = S.roles[S.me]
  local side = S.known[q]
  if side == false then side = S.karma[q] end
  if mine == "sheriff" or mine == "deputy" then return side == -1 end
  if mine == "outlaw" then return side == 1 end
  -- the Renegade: against the larger faction (S.side: the side it helps)
  if S.roles[q] == "sheriff" then return S.side == -1 end
  return side == -S.side or side == 0
end

-- The veto of an entry aimed at target with a hostile card: true to reject.
local function vetoed(S, target)
  if not enemy(S, target) then return true end -- BOT_TARGET_ENEMY
  local mine = S.roles[S.me]
  if mine ~= "outlaw" and target == sheriff_seat(S) then -- BOT_DONT_KILL_SHERIFF
    local life = S.view:life(target) or 0
    if life <= (mine == "renegade" and 2 or 1) then return true end
  end
  return false
end

-- The rule an option falls under (lower: earlier), per decision kind.
local function rule_of(S, kind, j)
  local cols = S.cols
  local card, cmd, check, run = cols[1][j], cols[2][j], cols[3][j], cols[5][j]
  if kind == "play" then
    if cmd == "end" then return 6 end
    local _, script = seen.card(S, card)
    if script and (script.draws or 0) > 0 then return 1 end        -- tag_value(strong)
    if script and script.border == "blue" then return 2 end        -- equip
    if card then return 4 end                                      -- pocket(player_hand)
    if run then return 5 end                                       -- pocket(player_character)
    return 5
  end
  -- answers: character > table > hand > not resolve > resolve
  if check then return 2 end
  if card then return 3 end
  if cmd == "hit" then return 5 end
  return 4
end

-- Whether option j is an attack on one player (its target), else nil.
local function aimed(S, j)
  local target = S.cols[4][j]
  if not target then return nil end
  local _, script = seen.card(S, S.cols[1][j])
  if script and (script.hostile or script.harmful) then return target end
  return nil
end

function bot.choose(view, decision, S, kind, player, count, options)
  if not kind then
    kind, options = decision.kind, decision.options
    count = #options
  end
  if count <= 1 then return 1 end
  local n = seen.options(S, options)
  local ruled = kind == "play" or kind == "answer" or kind == "discard_bang" or kind == "save"
  if not ruled then return random(n) end -- every node alike: one uniformly
  update_sides(S)
  -- The pool: each option REPEAT times (entries j, rule).
  local pool, rules = S.pool, S.rule
  local size = 0
  for j = 1, n do
    local r = rule_of(S, kind, j)
    for _ = 1, REPEAT do
      size = size + 1
      pool[size], rules[size] = j, r
    end
  end
  local list = S.list
  for pass = 0, TRIES - 1 do
    if size == 0 then break end
    local best = nil
    for i = 1, size do if not best or rules[i] < best then best = rules[i] end end
    local k = 0
    for i = 1, size do if rules[i] == best then k = k + 1; list[k] = i end end
    local at = list[random(k)]
    local j = pool[at]
    local target = kind == "play" and aimed(S, j)
    local bypass = pass >= BYPASS_ALL or (pass >= BYPASS_LAST and size == 1)
    if not target or bypass or not vetoed(S, target) then return j end
    -- vetoed: this entry leaves the pool (the last one takes its place)
    pool[at], rules[at] = pool[size], rules[size]
    size = size - 1
  end
  -- "softlock": every pass vetoed; end the turn if we may, else the last option
  for j = 1, n do if S.cols[2][j] == "end" then return j end end
  return n
end

return bot
