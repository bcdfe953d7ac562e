-- bot/traits.lua: what each card and character script means to the
-- computer player, worked out once per game from its declared traits
-- (schema.lua) and its `ai` hints (documented in bot.lua): how it is
-- evaluated in phase 2 (its model), its fixed phase-2 band if any, what it
-- is worth in play, and per character which cards serve it as a shot, a
-- dodge or a save (C-42) and how likely its hand holds one.
-- S.info[card id] and S.seat[seat] hold the results.

local traits = {}

local EMPTY = {}
local type, setmetatable = type, setmetatable

-- Can a player with this character play a card of this script for the
-- effect `trait`? Its own trait, or one the character substitutes for it
-- (the same test as the rules' api.serves_as).
local function serves(character, script, trait)
  if script[trait] then return true end
  local substitutes = character.substitutes
  local list = substitutes and substitutes[trait]
  if list then
    for i = 1, #list do
      if script[list[i]] then return true end
    end
  end
  return false
end

-- Bands of the blue cards put in play at once (bot/play.lua lists them all).
local BAND_CHECK, BAND_DISTANCE, BAND_SIGHT = 86, 85, 82

-- A `dodge_check` draw! cancels a shot on a Heart (C-22): one in four.
local CHECK_CHANCE = 0.25

-- The phase-2 model of a card: which evaluation in bot/play.lua scores it,
-- and its fixed band (played at once) if it has one.
local function model_of(s, ai)
  if ai.play ~= nil then
    if type(ai.play) == "number" then return "hint", ai.play end
    return "hint", false
  end
  if (s.draws or 0) > 0 then return "draw", 97 + (s.draws < 3 and s.draws or 3) end
  if s.shot then return "shot", false end
  if s.saves or (s.heals or 0) > 0 then return "heal", false end
  if s.border == "blue" then
    if s.range then return "weapon", false end
    if s.harmful then return "harmful", false end
    if s.dodge_check then return "equip", BAND_CHECK end
    if (s.distance_bonus or 0) > 0 then return "equip", BAND_DISTANCE end
    if (s.sight_bonus or 0) > 0 then return "equip", BAND_SIGHT end
    return "equip", false
  end
  if ai.hits == "dodge" then return "hits_dodge", false end
  if ai.hits == "shot" then return "hits_shot", false end
  if ai.contest then return "contest", false end
  if ai.heals_all then return "heals_all", false end
  if s.hostile then return "attack", false end
  return "other", false
end

-- What a card in play is worth to its owner, from its traits: a draw!
-- against shots 2.4, distance 2.2, sight 1.2, a weapon 1.2 + 0.16 per
-- range, no BANG! limit 0.14; 1 for anything else.
local function in_play_worth(s, ai)
  if ai.in_play then return ai.in_play end
  local w = (s.dodge_check and 2.4 or 0) + (s.distance_bonus or 0) * 2.2 + (s.sight_bonus or 0) * 1.2
  if s.range then w = w + 1.2 + 0.16 * s.range end
  if s.unlimited_bang then w = w + 0.14 end
  return w > 0 and w or 1
end

-- The option fields a card's phase-2 score reads (bot/play.lua): 1 its
-- choice's target (a shot, a harmful card, a contest), 2 also the
-- choice's from_hand and taken (an attack), 0 none.
local function fields_read(model, first)
  if first then return 0 end -- (scored by its band alone)
  if model == "shot" or model == "harmful" or model == "contest" then return 1 end
  return model == "attack" and 2 or 0
end

local function card_info(s)
  local ai = s.ai or EMPTY
  local model, first = model_of(s, ai)
  local keep = ai.keep
  return {
    id = s.id, script = s, model = model, first = first, reads = fields_read(model, first),
    play_fn = type(ai.play) == "function" and ai.play or false,
    keep_num = type(keep) == "number" and keep or false,
    keep_fn = type(keep) == "function" and keep or false,
    in_play = in_play_worth(s, ai),
    blue = s.border == "blue",
    range = s.range or false,
    unlimited = s.unlimited_bang or false,
    dist = s.distance_bonus or 0,
    sight = s.sight_bonus or 0,
    cancels = s.dodge_check and CHECK_CHANCE or 0,
    harmful = s.harmful or false,
    hostile = s.hostile or false,
    shot = s.shot or false,
    dodge = s.dodge or false,
    saves = s.saves or false,
    heals = s.heals or 0,
    draws = s.draws or 0,
    steals = ai.steals or false,
    heals_all = ai.heals_all or false,
    explodes = ai.explodes or false,
    damage = ai.damage or 1,
  }
end

-- Per card id, whether it serves a character as a shot, a dodge or a save,
-- and the share of the deck that does (a card that only substitutes counts
-- half: it is often spent on its own use). Characters without substitutes
-- share one `plain` set.
local function serving(character, cards, total)
  local out = { shot = {}, dodge = {}, saves = {}, shot_share = 0, dodge_share = 0 }
  for i = 1, #cards do
    local s = cards[i]
    local share = #(s.deck or EMPTY) / total
    if serves(character, s, "shot") then
      out.shot[s.id] = true
      out.shot_share = out.shot_share + (s.shot and share or share * 0.5)
    end
    if serves(character, s, "dodge") then
      out.dodge[s.id] = true
      out.dodge_share = out.dodge_share + (s.dodge and share or share * 0.5)
    end
    if serves(character, s, "saves") then out.saves[s.id] = true end
  end
  return out
end

-- A character: its traits and what serves it (above).
local function character_info(c, serve)
  local ai = c.ai or EMPTY
  local checks = c.check_cards or 1
  local cancels = c.dodge_check and CHECK_CHANCE or 0
  return {
    script = c, checks = checks, cancels = cancels,
    fail = cancels > 0 and (1 - cancels) ^ checks or 1, -- chance its own draw! fails
    dist = c.distance_bonus or 0, sight = c.sight_bonus or 0,
    unlimited = c.unlimited_bang or false, needs = c.bang_needs or 1,
    hurt = ai.hurt or 1,
    play_num = type(ai.play) == "number" and ai.play or false,
    play_fn = type(ai.play) == "function" and ai.play or false,
    shot = serve.shot, dodge = serve.dodge, saves = serve.saves,
    shot_share = serve.shot_share, dodge_share = serve.dodge_share,
  }
end

-- What the scripts mean is a pure function of the scripts, and a Lua state
-- keeps the same scripts from one game to the next: worked out once and
-- shared by every game (weak keys: the scripts themselves). Game state
-- never goes here.
local CARD_INFO = setmetatable({}, { __mode = "k" })
local CHARACTER_INFO = setmetatable({}, { __mode = "k" })

-- S.cards (the scripts, in file order), S.info[card id], S.seat[seat].
-- names: every seat's character as view:character gives it (or nil: read
-- here).
function traits.init(S, view, public, P, names)
  local cards = public.cards
  local info = P and P.cards == cards and P.info -- the same scripts: the same infos
  if not info then
    info = {}
    for i = 1, #cards do
      local s = cards[i]
      local it = CARD_INFO[s]
      if not it then it = card_info(s); CARD_INFO[s] = it end
      info[s.id] = it
    end
  end
  local seat = P and type(P.seat) == "table" and P.seat or {}
  local n = view:players()
  for p = #seat, n + 1, -1 do seat[p] = nil end
  local characters = public.characters -- (one read of the read-only table)
  for p = 1, n do
    local c = characters[names and names[p] or view:character(p)]
    local it = CHARACTER_INFO[c]
    if not it then
      local total = 0
      for i = 1, #cards do total = total + #(cards[i].deck or EMPTY) end
      it = character_info(c, serving(c, cards, total > 0 and total or 1))
      CHARACTER_INFO[c] = it
    end
    seat[p] = it
  end
  S.cards, S.info, S.seat = cards, info, seat
end

return traits
