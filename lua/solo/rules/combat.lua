-- rules/combat.lua: shots and their answers, life lost and regained,
-- elimination, the reward and the end of the game (S-5 .. S-9, S-12, and
-- the characters' abilities that act on them, S-20, S-21). Answers are
-- forced (S-12): a Barrel (or Jourdonnais) is always drawn for first, then
-- a face-up Missed! always cancels; a face-up BANG! always answers a Duel
-- or Indians!. Everything here works on a board (rules/board.lua).

local board = require "rules.board"

local combat = {}

-- The player picks Lucky Duke's card (S-21): the one worse for him if he
-- is an Outlaw, the better one if he is the Sheriff. `good(suit, value)`
-- says what passes for Lucky Duke.
local function lucky_pick(good)
  return function(b, s, ids)
    local want = board.is_sheriff(b, s)
    for _, id in ipairs(ids) do
      if (good(b.suit[id], b.value[id]) and true or false) == want then return id end
    end
    return ids[1]
  end
end
combat.lucky_pick = lucky_pick

local function heart(suit) return suit == "H" end

-- s regains n life, never above his maximum.
function combat.heal(b, s, n, rule)
  local p = b.seat[s]
  local life = math.min(p.max, p.life + n)
  if life == p.life then return end
  board.log(b, rule, NP_("{player} regains {n} life (now at {life}).", "{player} regains {n} life (now at {life})."), { player = s, n = life - p.life, life = life })
  p.life = life
  if b.g then b.g:set_life(s, life) end
end

-- s loses n life from a card `source` played (nil: the Dynamite). Life
-- may go below 0 (S-7); whoever hit him last is noted for the reward (S-8).
function combat.hit(b, s, n, source, rule)
  local p = b.seat[s]
  p.life = p.life - n
  if b.g then b.g:set_life(s, p.life) end
  board.log(b, rule, NP_("{player} loses {n} life (now at {life}).", "{player} loses {n} life (now at {life})."), { player = s, n = n, life = p.life })
  -- Who eliminates him (S-8): the source of the last life he loses at 0
  -- or below, since the Beers come after every hit (S-7).
  if p.life <= 0 then b.lethal[s] = source or 0 end
  -- Bart Cassidy draws a card each time he is hit (S-20); El Gringo takes
  -- a random face-up card of whoever hit him (S-21).
  if board.trait(b, s, "draws_when_hit") then
    for _ = 1, n do board.draw_faceup(b, s, 1, "S-20") end
  end
  if source and source ~= s and board.trait(b, s, "steals_when_hit") then
    for _ = 1, n do
      local from = b.faceup[source]
      if #from == 0 then break end
      local id = from[board.random(b, #from)]
      board.log(b, "S-21", N_"{player} takes a random face-up card of {target}.", { player = s, target = source })
      board.to_faceup(b, id, s)
      board.emptied(b, source)
    end
  end
end

-- Draws! for a shot at s (Barrel in play, Jourdonnais), up to `needed`
-- cancels: how many cancel it. A further draw! comes only while the shot
-- still stands: Jourdonnais with a Barrel draws again only if the first
-- failed (C-45, S-21), or against Slab the Killer's second Missed!.
local function dodge_checks(b, s, needed)
  local checks = board.trait(b, s, "dodge_checks") or 0
  for _, id in ipairs(b.play[s]) do
    if board.script(b, id).dodge_check then checks = checks + 1 end
  end
  local cancelled = 0
  for _ = 1, checks do
    if cancelled >= needed then break end
    local suit = board.draw_check(b, s, "C-22", N_"the Barrel", lucky_pick(heart))
    if suit == "H" then
      board.log(b, "C-22", N_"The draw! is a Heart: the shot at {player} misses.", { player = s })
      cancelled = cancelled + 1
    end
  end
  return cancelled
end

-- A shot (BANG! or a share of a Gatling) from `source` at s: Barrel
-- first, then Missed! cards (needed of them: Slab the Killer's BANG! 2),
-- else a hit. Returns true if it hit.
function combat.shoot(b, source, s, needed, rule, is_bang)
  needed = needed or 1
  local cancels = dodge_checks(b, s, needed)
  if cancels < needed then
    -- Missed! cards first, then cards played as Missed! (Calamity Janet's
    -- BANG!s in step (c), S-20).
    local missed, swapped = {}, {}
    for _, id in ipairs(b.faceup[s]) do
      if board.script(b, id).dodge then missed[#missed + 1] = id
      elseif board.serves_as(b, s, id, "dodge") then swapped[#swapped + 1] = id end
    end
    if cancels + #missed + #swapped >= needed then
      for i = 1, needed - cancels do
        local id = missed[i]
        if id then
          board.log(b, "S-6", N_"{player}'s Missed! cancels the shot.", { player = s })
        else
          id = swapped[i - #missed]
          board.log(b, "S-20", N_"{player} plays a BANG! as a Missed!: it cancels the shot.", { player = s })
        end
        board.played(b, id, s)
      end
      cancels = needed
    end
  end
  if cancels >= needed then return false end
  -- Paul Regret (S-20): two uncancelled BANG!s (from anyone) per life.
  if is_bang and board.trait(b, s, "hits_per_life") then
    b.hits[s] = b.hits[s] + 1
    if b.hits[s] % board.trait(b, s, "hits_per_life") ~= 0 then
      board.log(b, "S-20", N_"{player} shrugs off this BANG!: the next one will hurt.", { player = s })
      return true
    end
  end
  combat.hit(b, s, 1, source, rule)
  return true
end

-- s must discard a face-up BANG! (Indians!, a Duel) or lose 1 life to the
-- card source played. Returns true if he discarded one.
function combat.discard_bang(b, s, source, rule)
  local id = board.faceup_with(b, s, "shot")
  if id then
    board.log(b, rule, N_"{player} discards a BANG!", { player = s })
    board.played(b, id, s)
    return true
  end
  combat.hit(b, s, 1, source, rule)
  return false
end

-- ---- elimination and the end ------------------------------------------------------

local function finish(b, result)
  b.over = result
  if not b.g then return end
  local g = b.g
  local winners = {}
  if result == "win" then
    winners[1] = 1
    board.log(b, "S-9", N_"Every Outlaw in play is eliminated: the Sheriff wins.")
    g:finish { id = N_"The Sheriff wins.", winners = winners, rule = "S-9" }
  else
    for s = 2, b.n do winners[#winners + 1] = s end -- the Outlaws' side, as in the card game
    board.log(b, "S-9", N_"The Sheriff is eliminated: the Outlaws win.")
    g:finish { id = N_"The Outlaws win.", winners = winners, rule = "S-9" }
  end
end

-- S-9, checked whenever someone has been eliminated.
function combat.check_end(b)
  if b.over then return true end
  if b.seat[1].status ~= "in" then finish(b, "loss") return true end
  for s = 2, b.n do
    if b.seat[s].status == "in" then return false end
  end
  finish(b, "win")
  return true
end

-- s is out (S-7): his cards go to the discard pile, or to Vulture Sam
-- (S-21); the Sheriff's reward (S-8).
function combat.eliminate(b, s)
  local p = b.seat[s]
  p.status = "out"
  if b.g then b.g:eliminate(s) end
  board.log(b, "S-7", N_"{player} is eliminated.", { player = s })
  local vulture
  for q = 1, b.n do
    if q ~= s and b.seat[q].status == "in" and board.trait(b, q, "inherits") then vulture = q end
  end
  local cards = {}
  for _, id in ipairs(b.faceup[s]) do cards[#cards + 1] = id end
  for _, id in ipairs(board.blue_in_play(b, s)) do cards[#cards + 1] = id end
  for _, id in ipairs(cards) do
    if vulture then board.to_faceup(b, id, vulture) else board.discard(b, id, s) end
  end
  if vulture and #cards > 0 then
    board.log(b, "S-21", N_"{player} takes {target}'s cards.", { player = vulture, target = s })
  end
  if s ~= 1 and b.lethal[s] == 1 then
    b.reward = b.reward + 2
    board.log(b, "S-8", N_"The Sheriff eliminated {player}: 2 more face-up cards next turn.", { player = s })
  end
end

-- After the Beers (S-7), or at once outside phase 4: everyone at 0 life or
-- below is eliminated, in seat order. True if the game is over.
function combat.eliminate_dying(b)
  local any = false
  for s = 1, b.n do
    if b.seat[s].status == "in" and b.seat[s].life <= 0 then
      combat.eliminate(b, s)
      any = true
    end
  end
  return any and combat.check_end(b)
end

return combat
