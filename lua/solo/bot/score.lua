-- bot/score.lua: how good a solo position is for the Sheriff, and the
-- greedy player that looks one option ahead with it.
--
-- The score counts life (the Sheriff's most of all, and more when little
-- is left), the Outlaws in play and their life, weapons, Barrels and Jails,
-- the reward to come; in the middle of phase 4 it also counts what the
-- face-up cards still to be played will do: BANG!s at the Sheriff his
-- Missed! will not stop, his own BANG!s that Outlaws cannot stop, Beers.

local board = require "rules.board"
local turn = require "rules.turn"

local score = {}

local WIN = 1000

local function life_worth(life)
  if life <= 0 then return -40 end
  return 10 * life + (life == 1 and -12 or 0) + (life == 2 and -4 or 0)
end

local function count(b, s, trait)
  return board.count_faceup_with(b, s, trait)
end

-- Face-up cards still to be played this turn, as life each side will lose
-- or gain (rough, and only while phase 4 goes on).
local function pending(b)
  if b.phase ~= 4 or b.sub == "end" then return 0 end
  local value = 0
  local sheriff_missed = count(b, 1, "dodge")
  local sheriff_barrel = board.in_play_with(b, 1, "dodge_check") and 0.75 or 1
  local incoming = 0
  local outlaw_missed = {}
  for s = 2, b.n do
    if b.seat[s].status == "in" then
      local shots = math.min(count(b, s, "shot"), board.bang_limit(b, s) - b.fired[s])
      incoming = incoming + math.max(0, shots)
      outlaw_missed[s] = count(b, s, "dodge")
    end
  end
  local hits = math.max(0, incoming - sheriff_missed) * sheriff_barrel
  value = value - 8 * hits
  -- The Sheriff's BANG!s, each at the Outlaw least able to stop it.
  local mine = math.max(0, math.min(count(b, 1, "shot"), board.bang_limit(b, 1) - b.fired[1]))
  for _ = 1, mine do
    local target, best = nil, math.huge
    for s, missed in pairs(outlaw_missed) do
      local cost = missed * 10 + (b.seat[s].life <= 0 and 50 or b.seat[s].life)
      if cost < best then target, best = s, cost end
    end
    if not target then break end
    if outlaw_missed[target] > 0 then
      outlaw_missed[target] = outlaw_missed[target] - 1
    else
      value = value + 7
    end
  end
  for s = 1, b.n do
    if b.seat[s].status == "in" then
      local beers = math.min(count(b, s, "heals") , math.max(0, b.seat[s].max - b.seat[s].life))
      value = value + (s == 1 and 9 or -6) * beers
    end
  end
  return value
end

-- The Sheriff's point of view: higher is better.
function score.position(b)
  if b.over == "win" or (b.over == nil and b.seat[1].status == "in" and not score.outlaws_left(b)) then
    return WIN + b.seat[1].life
  end
  if b.over == "loss" or b.seat[1].status ~= "in" then return -WIN end
  local value = life_worth(b.seat[1].life) * 1.5 + 3 * b.reward
  local _, weapon = board.weapon(b, 1)
  if weapon then value = value + 2 * weapon.weapon end
  if board.in_play_with(b, 1, "dodge_check") then value = value + 5 end
  if board.in_play_with(b, 1, "explodes") then value = value - 4 end
  for s = 2, b.n do
    local p = b.seat[s]
    if p.status == "in" then
      value = value - 25 - life_worth(p.life)
      local _, w = board.weapon(b, s)
      if w then value = value - 1.5 * w.weapon end
      if board.in_play_with(b, s, "dodge_check") then value = value - 3 end
      if board.in_play_with(b, s, "jails") then value = value + 4 end
    elseif p.status == "next" then
      value = value - 30
    end
  end
  value = value - 12 * b.deck_outlaws
  return value + pending(b)
end

function score.outlaws_left(b)
  for s = 2, b.n do if b.seat[s].status == "in" then return true end end
  return false
end

-- The option whose position right after it scores best (one sample of
-- whatever it draws), and why.
function score.greedy(b, list)
  local best, value = 1, -math.huge
  for i, o in ipairs(list) do
    local c = board.copy(b)
    turn.apply(c, o)
    local v = score.position(c)
    if v > value then best, value = i, v end
  end
  return best, { id = N_"It leaves the best position right after it." }
end

return score
