-- bot.lua: the heuristic computer player for BANG! (the card game), its
-- entry. The C core loads it once per seat, in a world of its own, and
-- calls bot.new_game(view, public) after each set-up (view: the seat's
-- view of the game, the only way it reads the game; public = rules.public,
-- read-only: the public record `hostility` and the card and character
-- scripts, as this world's own copies), and then bot.choose(view,
-- decision, game, kind, player, count, options) with what new_game
-- returned whenever the seat must answer a Decision (the last four: the
-- decision's fields the core hands over); it takes the 1-based index
-- returned: the bot only
-- ever picks one of decision.options (docs/MODDING.md, "Computer players").
--
-- It plays on what a player at the table can know, and the view shows no
-- more: its own role and hand, the roles shown (the Sheriff's, eliminated
-- players'), life, characters, the cards in play, hand sizes, the cards
-- face up (General Store, the discard pile's top), the printed cards (the
-- scripts) and the public record public.hostility (who aimed cards at
-- whom, who made whom lose life). Hidden roles are guessed from that
-- record (view:role is nil for them).
--
-- It knows no card and no character by name: what a card does comes from
-- its declared traits (schema.lua: range, shot, dodge, saves, heals,
-- draws, distance_bonus, harmful, hostile, border, ...) and from the
-- optional `ai` hints below; a card with neither still gets a generic
-- worth from its border, its choices and whether it is hostile.
--
-- The files (each says more at its top):
--   bot.lua          this entry: the per-game state, the view given to
--                    hint functions, one chooser per decision kind
--   bot/traits.lua   what each card and character script means to the bot
--   bot/belief.lua   roles guessed from the public record: H, the worth of
--                    hurting each player (> 0 a foe, < 0 a friend)
--   bot/scan.lua     the table: life, seats, cards in play, our hand
--   bot/worth.lua    worth of effects (a hit, a heal, a weapon) and cards
--   bot/play.lua     phase 2: a score for every option
--   bot/answers.lua  every other decision
-- All per-game state lives in the table new_game returns (a Lua state is
-- reused from one game to the next): the modules hold only constants.
-- No randomness (this world's math.random is its own), no pairs() where
-- order matters, and little garbage: simulations call this many thousand
-- times a second.
--
-- ---- `ai` hints ------------------------------------------------------------
-- A card or character script may declare `ai = { ... }` (schema.lua) with
-- these fields, all optional; anything else there is ignored. Worths are on
-- the bot's own scale: hand worth 0..10 (a Missed! about 7, a card nobody
-- wants 1), phase-2 scores as the bands listed in bot/play.lua (100 draw
-- cards first ... 0 end the turn; below 0 not now).
--
-- On cards:
--   keep = 6.3              worth of holding one more in hand (drops 0.3 for
--                           each copy already held); or
--                           function(view, others) -> worth
--   play = 90               a fixed phase-2 score, whatever the table (the
--                           General Store's 90: played at once when offered);
--                           or function(view, option) -> score (nil or < 0:
--                           not now)
--   in_play = 2             worth to its owner of having it in play (what
--                           taking it away costs them); else from its traits
--   steals = true           the card its choice names comes to its player
--                           (Panic!; without it, it is discarded: Cat Balou)
--   hits = "dodge"|"shot"   attacks every other player: each escapes with a
--                           card that serves as a dodge (Gatling), or by
--                           discarding one that serves as a shot (Indians!)
--   contest = true          its target and its player discard shots in turn;
--                           the first who cannot loses 1 life (Duel)
--   heals_all = 1           every player in play regains life (Saloon)
--   explodes = 0.125        a harmful card that passes from player to player:
--   damage = 3              its chance to go off at each start of turn, and
--                           the life its holder then loses (Dynamite)
-- On characters:
--   hurt = 0.85             worth of hurting them, relative: they gain from
--                           losing life (Bart Cassidy, El Gringo)
--   play = 10               score of the options their ability adds to phase
--                           2 (options with `run`); or function(view, option).
--                           Without it an ability that `heals` is used when
--                           the cards it `discards` would go at phase 3.
--
-- Hint functions get a hint view (S.hints; read it, never change it): view:me(),
-- view:seats() (in play, in seat order), view:life(q), view:max_life(q),
-- view:hand_size(q), view:worth(q) (what hurting q is worth to us: > 0 a
-- foe, < 0 a friend), view:hit_worth(q, n) (making q lose n life),
-- view:distance(a, b), view:reach(q), view:held(trait) (our hand cards that
-- serve as "shot", "dodge" or "saves").
-- Trait-derived worths without hints: draws -> played first; heals or
-- saves -> drunk when hurt; shot -> at the likeliest foe in range; a weapon
-- (range) -> when it reaches more foes; a blue card with dodge_check,
-- distance_bonus or sight_bonus -> put in play at once, any other blue
-- card put in play too (after weapons); harmful and aimed at a player ->
-- like a Jail on a foe; hostile with a target -> an attack on a foe (a
-- card taken or discarded when its choices say so); anything else is
-- played before the turn ends.

local traits = require "bot.traits"
local belief = require "bot.belief"
local scan = require "bot.scan"
local worth = require "bot.worth"
local play = require "bot.play"
local answers = require "bot.answers"
local why = require "bot.why"

local setmetatable, type = setmetatable, type

local bot = {}

-- ---- the view handed to hint functions -------------------------------------

local View = {}
View.__index = View

function View:me() return self.state.me end
function View:seats() return self.state.ring end
function View:life(q) return self.state.LIFE[q] or 0 end
function View:max_life(q) return self.state.maxof[q] or 0 end
function View:hand_size(q) return self.state.HANDN[q] or 0 end
function View:worth(q)
  belief.ensure_h(self.state)
  return self.state.H[q] or 0
end
function View:hit_worth(q, n)
  belief.ensure_h(self.state)
  return worth.hit(self.state, q, n)
end
function View:distance(a, b) return scan.distance(self.state, a, b) end
function View:reach(q) return self.state.REACH[q] or 1 end
function View:held(trait)
  local S = self.state
  scan.hand(S, S.view)
  if trait == "shot" then return S.nshot
  elseif trait == "dodge" then return S.ndodge
  elseif trait == "saves" then return S.nsave end
  return 0
end

-- ---- a game ------------------------------------------------------------------

-- What the bot reads of the table at the start: the characters, so with
-- the "choose a character" variant only once everyone has chosen.
-- P: the last game's state, whose tables are reused (or nil); names:
-- every seat's character (or nil: read again).
local function start(S, view, public, P, names)
  traits.init(S, view, public, P, names)
  belief.init(S, view, P)
  scan.init(S, view, P)
end

-- previous: what this returned for the last game in this world (the C core
-- hands it back), its tables reused. The state table itself is reused too:
-- every field of it is set anew here and by start (a new table would grow
-- to its ~90 fields again, rehashing on the way, at every game). Fields
-- that come and go hold false rather than nil (a key removed and added
-- again makes Lua rebuild the table).
function bot.new_game(view, public, previous)
  local P = type(previous) == "table" and previous.hostility and previous or nil
  if P and P.unstarted then P = P.previous or nil end
  local S = P or {}
  S.view, S.hostility, S.public = view, public.hostility, public
  S.unstarted, S.previous = false, false
  local chosen = true
  local names = type(S.names) == "table" and S.names or {} -- (the characters, read once for start)
  S.names = names
  for p = 1, view:players() do
    local name = view:character(p)
    names[p] = name
    if name == "" then chosen = false end
  end
  if chosen then start(S, view, public, P, names) else S.unstarted, S.previous = true, P or false end
  if not S.hints then S.hints = setmetatable({ state = S }, View) end
  return S
end

-- The "choose a character" variant: the character with the most life (the
-- first of them on a tie).
local function choose_character(options)
  local best, pick = -1, 1
  for i = 1, #options do
    local life = options[i].life or 0
    if life > best then best, pick = life, i end
  end
  return pick
end

-- The chooser of each decision kind; any other kind goes to answers.other.
local CHOOSERS = {
  play = play.choose,
  answer = answers.answer,
  discard_bang = answers.discard_shot,
  discard_order = answers.discard_order,
  discard = answers.discard,
  ability_discard = answers.discard,
  put_back = answers.put_back,
  draw_source = answers.draw_source,
}

-- kind, player, count, options: decision.kind, decision.player,
-- #decision.options and decision.options, handed over by the C core (read
-- from the decision when a caller leaves them out); hint: true when a
-- person asked for a hint, and the reason is returned after the option.
function bot.choose(view, decision, S, kind, player, count, options, _, _, hint)
  if not kind then
    kind, player, options = decision.kind, decision.player, decision.options
    count = #options
  end
  if count <= 1 then return 1 end
  if kind == "draw_check" then return answers.check(options)
  elseif kind == "save" then return answers.save(options)
  elseif kind == "character" then return choose_character(options) end
  if not S then error("bot.choose: no game state (bot.new_game was not called)", 0) end
  if S.unstarted then
    S.unstarted = false
    start(S, view, S.public, S.previous or nil)
    S.previous = false
  end
  belief.begin(S, view, player)
  local pick = (CHOOSERS[kind] or answers.other)(S, view, decision, options)
  if hint then -- a person asked why (the `hint` command): bot/why.lua
    if kind == "play" then return pick, why.play(S, view, options, pick) end
    if kind == "discard" then return pick, why.discard(S, view, options, pick) end
  end
  return pick
end

return bot
