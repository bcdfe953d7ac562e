-- rules.lua: BANG! the card game (rule ids C-: `bang rules C-`). The C core calls
-- rules.setup(g, characters, cards) for each game, then runs rules.play(g)
-- as a coroutine. The rules are split by concern under rules/ (loaded with
-- the sandbox's `require`, which only reaches this folder):
--   rules/core.lua        shared state, the `api` scripts get, traits,
--                         decisions, effects waiting for a card to finish
--   rules/distance.lua    seats in play, distance and range (C-12 .. C-15)
--   rules/deck.lua        the deck, drawing, discarding, taking (C-6, C-8, C-28)
--   rules/draw_check.lua  draw! (C-30, C-47)
--   rules/damage.lua      life, lethal damage, elimination, the end (C-23, C-24, C-34 .. C-37)
--   rules/answers.lua     answers to attacks (C-21, C-22, C-29, C-42, C-45)
--   rules/turn.lua        the turn and its phases (C-7 .. C-11, C-20)
--   rules/setup.lua       set-up and scenario presets (C-1 .. C-6)
--   rules/refuse.lua      why a typed command is not allowed
--   rules/warn.lua        whether a legal option would harm its own player
-- No file here names a card or a character: cards and characters declare
-- traits, hooks and event handlers (schema.lua is the vocabulary, checked
-- when they load; docs/MODDING.md explains it), so adding or changing one
-- needs no change here and no C change.
--
-- Decisions (kind: commands):
--   play            "play <card> [<arg>]" (e.g. "play bang bob", "play panic
--                   bob hand", "play panic bob barrel", "play jail bob", a card
--                   played as another: "play missed bob"), options added by
--                   play_options handlers (Sid Ketchum: "ability"), "end"
--   answer          a shot aimed at you: "barrel", "play missed" (a
--                   substitute: "play bang"), "hit"
--   discard_bang    Duel / Indians!: "play bang" (a substitute: "play missed"), "hit"
--   save            at 0 life or below: "play beer", save_options ("ability"), "die"
--   discard_order   eliminated before a player who takes from the discard
--                   pile: "top <card>" (C-35)
--   discard         phase 3: "discard <card>"
--   ability_discard Sid Ketchum's two cards: "discard <card>"
--   draw_check      Lucky Duke: "pick <card>_<value><suit>" (option.good
--                   says whether that card passes)
--   general_store   "pick <card>"
--   draw_source     Jesse Jones "draw deck" / "draw <name>"; Pedro
--                   Ramirez "draw deck" / "draw discard"
--   put_back        Kit Carlson: "back <card>"
--   character       set-up, the "choose a character" variant: "<character id>"
-- A decision with a single legal option is taken without asking, unless
-- g:preset().ask_always and it is made out of turn (api.choose).

local core = require "rules.core"
require "rules.distance"
require "rules.deck"
require "rules.draw_check"
require "rules.damage"
require "rules.answers"
require "rules.turn"
local setup = require "rules.setup"
local refuse = require "rules.refuse"
local warn = require "rules.warn"

local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)

local rules = { names = core.names, api = api }

-- Set-up for a new game; rules.public is what the computer players may know
-- (public.hostility[source][target]: cards aimed and life taken), handed to
-- the bot by the C core.
function rules.setup(g, characters, cards)
  setup.new_game(g, characters, cards)
  rules.public = core.public
end

-- Before each turn. Sanity: between turns every card is in the deck, the
-- discard pile, a hand or in play (the table zone only holds cards
-- mid-effect), and nothing waits for a card.
local function before_turn(g)
  local state = core.state
  state.turn, state.depth = nil, 0
  -- The queue is empty after every settle: a new one only if a turn ended
  -- with handlers left in it (a player out mid-card).
  if state.waiting[1] ~= nil then state.waiting = {} end
  if M.count(g, "table") > 0 then error("rules bug: cards left on the table zone", 0) end
end

function rules.play(g)
  core.state.logging = M.logging(g)
  setup.choose_characters(g) -- the "choose a character" variant, if asked
  prelude.play_turns(g, core.state.first, core.TURN_OVER, api.play_turn, "C-5", before_turn, api.next_alive)
end

-- For the screen: the distance from one player to another, and whether
-- the first one's weapon reaches the second (C-12 .. C-14).
function rules.view_distance(g, from, to)
  if from == to then return 0, false end
  local d = api.distance(g, from, to)
  return d, d <= api.reach(g, from)
end

rules.refuse = refuse
rules.warn = warn

return rules
