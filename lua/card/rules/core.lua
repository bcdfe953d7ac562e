-- rules/core.lua: what every part of the card game's rules shares: this
-- game's rule state, the card and character scripts, the `api` table that
-- card and character scripts receive, the log, events, traits, decisions,
-- and the timing of effects that wait for a card to finish (C-53, C-40,
-- C-43). The other files in rules/ add their helpers to the same `api`.
-- One lua_State serves one game at a time, so `core.state` is this game's
-- (made anew by rules.setup on every reset).

local core = {}

local api = {}
core.api = api

-- core.state: this game's rule state; core.cards / core.characters: the
-- scripts by id (and in file order); core.public: what computer players may
-- know (handed to the bot by the C core, never a global).
core.state, core.cards, core.characters, core.public = nil, nil, nil, nil

-- The same state as an upvalue, for the hot helpers below.
local state

-- The game's methods as a plain table: `g:move(...)` finds `move` through
-- the game object's metatable at every call (a good part of a short
-- method's cost), `M.move(g, ...)` in one table hit. The hottest helpers
-- call them so. Each method is read from the game object once (every game
-- object of a Lua state has the same methods; rules/setup.lua hands it over
-- with core.bind before anything is called).
local game_object
local M = setmetatable({}, { __index = function(t, name)
  local method = game_object[name]
  t[name] = method
  return method
end })
core.M = M
function core.bind(g) game_object = g end

-- A new game's rule state (rules/setup.lua).
function core.set_state(new)
  state = new
  core.state = new
end

core.names = {
  role = {
    sheriff = NC_("card role", "Sheriff"),
    deputy = NC_("card role", "Deputy"),
    outlaw = NC_("card role", "Outlaw"),
    renegade = NC_("card role", "Renegade"),
  },
  suit = { S = N_"Spades", H = N_"Hearts", D = N_"Diamonds", C = N_"Clubs" },
}

-- Raised (as the error value) to end a turn whose player is out.
core.TURN_OVER = setmetatable({}, { __tostring = function() return "turn over" end })

-- Hot paths test state.logging before they call it, so that a game that
-- does not log (bang simulate) does not even build the arguments.
local function log(g, rule, id, args)
  if state.logging then M.log(g, rule, id, args) end
end
api.log = log

-- The log line id about a card: its name as {card}, its mark (A♥) as
-- {value} if the line shows one, and the seats player and target if
-- given. A script calls it as it would api.log, but builds nothing when
-- the game does not log (bang simulate).
-- With to (a seat), the line is told to that seat alone: what it learns
-- of a card from a hand.
function api.log_card(g, rule, id, card, player, target, to)
  if not state.logging then return end
  local script = core.cards[state.types[card] or M.card(g, card)]
  local args = { card = script.name, player = player, target = target }
  if id:find("{value}", 1, true) then args.value = api.mark(g, card) end
  M.log(g, rule, id, args, to)
end

-- A card taken at random from a hand: told to the taker and to the one
-- who lost it, who alone may know it.
function api.log_taken(g, rule, card, player, target)
  if not state.logging then return end
  api.log_card(g, rule, N_"You take {card} from {target}'s hand.", card, player, target, player)
  api.log_card(g, rule, N_"{player} takes your {card}.", card, player, target, target)
end

-- The log line id about the seats player and target ({player},
-- {target}; either may be nil): as api.log, but the arguments are built
-- only when the game logs (bang simulate does not).
function api.log_seats(g, rule, id, player, target)
  if state.logging then M.log(g, rule, id, { player = player, target = target }) end
end

-- Does any handler listen to this event about seat p? Hot paths ask before
-- they even build the event table: `if heard("x", p) then g:emit("x", {
-- ... }, p) end`. state.hears (rules/setup.lua: g:listening_seats) has bit
-- p for a g:on_own handler of seat p (a character's `on_own`), bit 0 for a
-- g:on handler (hears every seat). (The hottest sites test
-- `core.state.hears.x & (1 | 1 << p) ~= 0` in place: the same without a call.)
function core.heard(name, p) return state.hears[name] & (1 | 1 << p) ~= 0 end

-- ---- cards and their traits ----------------------------------------------

local VALUE_NAMES = { [11] = "J", [12] = "Q", [13] = "K", [14] = "A" }
local SUIT_MARKS = { S = "\u{2660}", H = "\u{2665}", D = "\u{2666}", C = "\u{2663}" }

local function type_of(g, id)
  local type = state.types[id]
  if not type then
    type = M.card(g, id)
    state.types[id] = type
  end
  return type
end
api.type_of = type_of

local function script_of(g, id) return core.cards[type_of(g, id)] end
api.script_of = script_of

-- Is ids[i] the first card of its type in ids? Options offer one card per
-- type; scanning the few cards before it costs less than a table of the
-- types seen, made anew at every decision.
local function first_of_type(g, ids, i, type)
  local types = state.types
  for j = 1, i - 1 do
    local id = ids[j]
    if (types[id] or type_of(g, id)) == type then return false end
  end
  return true
end
core.first_of_type = first_of_type

-- "bang 5c": a card's notation in commands, scenarios and logs.
function api.notation(g, id)
  local type, suit, value = M.card(g, id)
  return type .. " " .. (VALUE_NAMES[value] or tostring(value)) .. suit:lower()
end

-- The card as a text argument: its translated name.
function api.card_arg(g, id) return script_of(g, id).name end

-- "A♥": a card's value and suit as printed on it (the same in every language).
function api.mark(g, id)
  local _, suit, value = M.card(g, id)
  return (VALUE_NAMES[value] or tostring(value)) .. SUIT_MARKS[suit]
end

local function character_of(p) return state.characters[p] end
api.character_of = character_of

-- ---- what the cards in play say, kept ----------------------------------
-- Distance, range and traits are asked for every target of every option
-- at every decision, but the cards in play change far less often: only
-- when a card goes into or out of a play zone (g:moves("play") counts
-- those moves) or a character is taken. state.play keeps, per seat, the
-- ids in play (as g:cards gives them), their scripts, and the sums that
-- distance reads (play.seen: others see p this much farther, Mustang;
-- play.sight: p sees others this much nearer, Scope; the character's
-- traits included). `fresh` brings them up to date on a new count: the
-- seats whose zone had a move since (g:moved_seats, one call for all)
-- are read again; the lists of api.target_choices
-- (play.targets) depend on the distances alone, and are forgotten only
-- when a sum changes. While play_options lists the choices
-- nothing moves (begin_listing .. end_listing): the look-ups then skip
-- even the g:moves call.
local NO_TRAITS = {} -- a seat whose character is not known yet

-- Each seat's two lists are made once a game and filled again in place
-- (g:cards into the ids): the callers read them before anything moves.
local function read_seat(g, play, p)
  local ids, list = play.ids[p], play.scripts[p]
  if ids then
    M.cards(g, "play", p, ids)
  else
    ids, list = M.cards(g, "play", p), {}
    play.ids[p], play.scripts[p] = ids, list
  end
  local character, types, cards = state.characters[p] or NO_TRAITS, state.types, core.cards
  local seen, sight = character.distance_bonus or 0, character.sight_bonus or 0
  local n = #ids
  for i = 1, n do
    local id = ids[i]
    local script = cards[types[id] or type_of(g, id)] -- script_of, without the call once known
    list[i] = script
    seen, sight = seen + (script.distance_bonus or 0), sight + (script.sight_bonus or 0)
  end
  for i = n + 1, #list do list[i] = nil end
  if seen ~= play.seen[p] or sight ~= play.sight[p] then
    play.seen[p], play.sight[p] = seen, sight
    play.stamp = play.stamp + 1 -- the distances changed (api.target_choices)
  end
end

local function fresh(g)
  local play = state.play
  if play.listing then return play end
  local version = M.moves(g, "play")
  if version ~= play.version then
    if play.version == false then
      for p = 1, play.seats do read_seat(g, play, p) end
    else
      -- The seats whose cards in play moved since (one call for them all).
      local moved = M.moved_seats(g, "play", play.version)
      for p = 1, play.seats do
        if moved & (1 << (p - 1)) ~= 0 then read_seat(g, play, p) end
      end
    end
    play.version = version
  end
  return play
end
core.fresh = fresh

-- The look-ups below are asked for every card and target at every
-- decision: each reads state.play itself, with no call while listing.

-- From begin_listing to end_listing nothing moves into or out of play
-- (play_options listing its choices): look-ups trust what they keep
-- without asking.
function core.begin_listing(g) fresh(g).listing = true end
function core.end_listing() state.play.listing = false end

-- A character was taken (set-up): every seat is read again.
function core.characters_changed() state.play.version = false end

-- The ids p has in play and their scripts, from the same cache (callers
-- must not change either list, and read it before anything moves: the
-- same lists are filled again).
local function play_lists(g, p)
  local play = state.play
  if not play.listing then fresh(g) end
  return play.ids[p], play.scripts[p]
end
core.play_lists = play_lists

-- A trait of the player's character or of any card they have in play.
function api.has_trait(g, p, field)
  if state.characters[p][field] then return true end
  local play = state.play
  if not play.listing then fresh(g) end
  local scripts = play.scripts[p]
  for i = 1, #scripts do
    if scripts[i][field] then return true end
  end
  return false
end

function api.sum_trait(g, p, field)
  local play = state.play
  if not play.listing then fresh(g) end
  local scripts, n = play.scripts[p], state.characters[p][field] or 0
  for i = 1, #scripts do n = n + (scripts[i][field] or 0) end
  return n
end

-- The card of that type p has in play, or nil.
function api.in_play(g, p, type)
  local play = state.play
  if not play.listing then fresh(g) end
  local scripts = play.scripts[p]
  for i = 1, #scripts do
    if scripts[i].id == type then return play.ids[p][i] end
  end
  return nil
end

-- The weapon p has in play (a card with a range, C-14), or nil; and its script.
function api.weapon_of(g, p)
  local ids, scripts = play_lists(g, p)
  for i = 1, #scripts do
    if scripts[i].range then return ids[i], scripts[i] end
  end
  return nil
end

-- C-14: the weapon's range, or the Colt .45's 1 (from the cached scripts).
function api.reach(g, p)
  local play = state.play
  if not play.listing then fresh(g) end
  local scripts = play.scripts[p]
  for i = 1, #scripts do
    if scripts[i].range then return scripts[i].range end
  end
  return 1
end

-- Can p play a card of this script for the effect `trait` ("shot", "dodge",
-- "saves")? Its own trait, or one the character substitutes for it (C-42).
function api.serves_as(p, script, trait)
  if script[trait] then return true end
  local substitutes = state.characters[p].substitutes
  local list = substitutes and substitutes[trait]
  if list then
    for _, other in ipairs(list) do
      if script[other] then return true end
    end
  end
  return false
end

-- The first card script (in file order) with that trait: the card whose
-- effect a substitute takes (a Missed! played as BANG! acts as BANG!).
function api.card_with(trait)
  local found = state.card_with[trait]
  if found == nil then
    found = false
    for _, script in ipairs(core.cards) do
      if script[trait] then found = script break end
    end
    state.card_with[trait] = found
  end
  return found or nil
end

-- ---- decisions --------------------------------------------------------------

-- Ask unless only one option is legal; with g:preset().ask_always a
-- decision out of turn is asked all the same (so a shared screen does not
-- tell that its player had no choice).
-- prelude.ask's one decision table, filled in place (g:decide reads it
-- only until it is answered): the rules ask g:decide themselves, a call
-- fewer at every decision.
local decision = { player = false, kind = false, prompt = false, args = false, options = false }

function api.choose(g, player, kind, prompt, args, options)
  if #options == 1 and not (state.ask_always and player ~= M.active(g)) then return options[1] end
  decision.player, decision.kind, decision.prompt = player, kind, prompt
  decision.args, decision.options = args, options
  local _, option = M.decide(g, decision)
  return option
end

-- Player options with cmd "<verb> <name>" and option.target = seat.
function api.target_options(g, seats, verb, label, extra)
  local options = {}
  for _, q in ipairs(seats) do
    local option = { cmd = verb .. " " .. M.name(g, q), label = label, args = { target = q }, target = q }
    if extra then for k, v in pairs(extra) do option[k] = v end end
    options[#options + 1] = option
  end
  return options
end

-- memo[key], a table made on first use: the kept tables below are keyed
-- level by level.
local function memo_of(memo, key)
  local t = memo[key]
  if not t then
    t = {}
    memo[key] = t
  end
  return t
end
core.memo_of = memo_of

-- The option of api.target_options for one player q, kept with the memo
-- (state.target_options[verb][label][q]; from game to game while the
-- names at the table are the same): read-only, the same table at
-- each call (no new option, arguments nor command at every decision).
function api.target_option(g, q, verb, label)
  local by_label = memo_of(memo_of(state.target_options, verb), label)
  local option = by_label[q]
  if not option then
    option = { cmd = verb .. " " .. M.name(g, q), label = label, args = { target = q }, target = q }
    by_label[q] = option
  end
  return option
end

-- The commands "<verb> <type>" and "<verb> <type> <arg>" of options are
-- kept with the memo (state.commands[verb][type][arg or true]) so that the
-- options of every decision do not build the same strings again.
-- commands_of gives the table of one verb and type, command one command.
local function commands_of(verb, type)
  return memo_of(memo_of(state.commands, verb), type)
end
core.commands_of = commands_of

local function command(verb, type, arg, by_type)
  by_type = by_type or commands_of(verb, type)
  local cmd = by_type[arg or true]
  if not cmd then
    cmd = verb .. " " .. type .. (arg and (" " .. arg) or "")
    by_type[arg or true] = cmd
  end
  return cmd
end
core.command = command

-- ---- choices and options kept ---------------------------------------
-- Phase 2 lists every way to play every card in hand at every decision,
-- and a card moves between any two of them, so no list survives; but most
-- of its tables would come out the same: the choice "at bob" of a BANG!,
-- its args, the option wrapping it. Building them cost more than the
-- rules that pick them, so these helpers keep one read-only choice per
-- label and target, shared, and play_options keeps one option per card
-- type and shared choice, setting only its `card` at each decision.
-- Choices a script builds itself work as before, made anew.
--
-- A memo holds shared choices (memo.shared[choice] = memo) and the options
-- kept for them (memo.options[type][choice], memo.as[as][type][choice]
-- for a card played as another). state.memo outlives the game: one
-- lua_State plays one game after another (bang simulate plays thousands),
-- and its choices stay right while the card scripts, the card ids and the
-- names at the table are the same (a choice's arg is a name); when any
-- differs it starts anew. (Panic!'s and Cat Balou's choices of a card in
-- play are kept per target and card type, their `taken` set at each
-- listing: per card id they would hold half a megabyte.)
local kept = { cards = nil, names = {}, types = {}, count = 0, memo = nil, deck = nil, first = nil }

local function new_memo()
  return { shared = {}, options = {}, as = {}, target = {}, place = {}, one = {}, blue = {}, grab = {}, hand = {},
           targets = {},
           -- The rules' caches that hold nothing of one game (rules/setup.lua
           -- hands them to each game's state): kept with the memo, not made
           -- and grown again at every game.
           commands = {}, target_options = {}, card_with = {}, sorted_effects = {}, option_lists = {},
           hand_lists = {}, hand_kinds = {}, listing_kinds = {}, target_entries = {}, last_play = false,
           around = {} }
end

local function same_table(g, cards, types, deck, first)
  if kept.cards ~= cards or not kept.memo then return false end
  local names, n = kept.names, M.players(g)
  if #names ~= n then return false end
  for p = 1, n do
    if names[p] ~= M.name(g, p) then return false end
  end
  -- Types copied from the same deck lists to the same first id are the
  -- same types (rules/setup.lua): no need to compare them one by one.
  if deck and kept.deck == deck and kept.first == first then return true end
  local count = 0
  for id, type in pairs(types) do
    if kept.types[id] ~= type then return false end
    count = count + 1
  end
  return count == kept.count
end

-- The last game's state.play (rules/setup.lua reuses its lists), or nil.
function core.kept_play() return kept.memo and kept.memo.last_play or nil end

-- The memo kept from the last game, if it still fits this one (types:
-- each card id's type, copied from the lists deck from id first on).
function core.kept_memo(g, cards, types, deck, first)
  if not same_table(g, cards, types, deck, first) then
    local names, copy, count = {}, {}, 0
    for p = 1, M.players(g) do names[p] = M.name(g, p) end
    for id, type in pairs(types) do copy[id] = type; count = count + 1 end
    kept.cards, kept.names, kept.types, kept.count = cards, names, copy, count
    kept.deck, kept.first = deck, first
    kept.memo = new_memo()
  end
  return kept.memo
end

-- choice, shared in memo (state.memo unless given).
local function share(choice, memo)
  memo = memo or state.memo
  memo.shared[choice] = memo
  return choice
end
core.share = share

-- t[key] = choice, shared in memo (state.memo unless given).
local function share_at(t, key, choice, memo)
  t[key] = choice
  return share(choice, memo)
end
core.share_at = share_at

-- The choice to play a card at player q: { arg = q's name, target = q,
-- label, args = { target = q } }, the same table each time (the
-- caller must not change it).
function api.target_choice(g, q, label)
  local memo = state.memo.target
  local by_label = memo[label or false] or memo_of(memo, label or false)
  return by_label[q] or share_at(by_label, q, { arg = M.name(g, q), target = q, label = label, args = { target = q } })
end

-- The same, for a blue card put in play in front of q (place_on = q).
function api.place_choice(g, q, label)
  local memo = state.memo.place
  local by_label = memo[label or false] or memo_of(memo, label or false)
  return by_label[q] or share_at(by_label, q, { arg = M.name(g, q), target = q, place_on = q, label = label,
                                                args = { target = q } })
end

-- The list of a card's only choice, with no target: { { label = label } },
-- the same list each time (the caller must not change it).
function api.one_choice(label)
  local lists = state.memo.one
  local list = lists[label or false]
  if not list then
    list = { share { label = label } }
    lists[label or false] = list
  end
  return list
end

-- One option per card type in p's hand that pass(id, script) accepts (the
-- first physical card of each type stands for the others). With `kept`
-- (a table by label, then by type) the options are taken from it and made
-- only the first time, setting just `card`; a card that lacks the trait
-- `as_trait` gets the label as_label instead (a card played as another,
-- C-42).
local function option_for(g, verb, label, kept, as_trait, as_label, id, type, script)
  local shown = label
  if as_trait and not script[as_trait] then shown = as_label end
  local by_type = kept and (kept[shown] or memo_of(kept, shown))
  local option = by_type and by_type[type]
  if option then
    option.card = id
  else
    option = { cmd = command(verb, type), label = shown, args = { card = script.name }, card = id }
    if by_type then by_type[type] = option end
  end
  return option
end

-- For card and character scripts: options made anew, theirs to change.
-- pass may look at the card itself: a type whose first card it refuses is
-- asked again for the next card of that type.
function api.hand_options(g, p, verb, label, pass)
  local options, n, types = {}, 0, state.types
  local hand = M.cards(g, "hand", p)
  for i = 1, #hand do
    local id = hand[i]
    local type = types[id] or type_of(g, id)
    local offered = false -- a card of this type is an option already
    for k = 1, n do
      if types[options[k].card] == type then offered = true break end
    end
    if not offered then
      local script = core.cards[type]
      if not pass or pass(id, script) then
        n = n + 1
        options[n] = option_for(g, verb, label, nil, nil, nil, id, type, script)
      end
    end
  end
  return options
end

-- The same options for the rules' own decisions (the discard phase,
-- answers to attacks, saving oneself), kept (state.memo.hand[verb][label]
-- [type]) rather than built anew, so read-only but for `card`, set at
-- each call: use the option chosen before asking again. The rules' pass
-- looks at the type alone, so the first card of each type (g:one_per_type,
-- into a list kept for this) is the only one asked. p nil: the cards on
-- the table zone (api.table_options). (One function for both: a call
-- fewer at every answer and discard.)
local function kept_options(g, p, verb, label, pass, as_trait, as_label)
  local hand, count
  if p then
    hand, count = M.one_per_type(g, "hand", p, state.hand_kinds)
  else
    hand, count = M.one_per_type(g, "table", state.hand_kinds)
  end
  local by_verb = state.memo.hand
  local kept, types, cards = by_verb[verb] or memo_of(by_verb, verb), state.types, core.cards
  local by_type = kept[label] or memo_of(kept, label)
  -- One list per verb and label and game, filled anew at each call (room
  -- for eight made at once): the rules read it only until its option is
  -- chosen, and ask again only after that (a caller may append to it: the
  -- last call's tail is cleared below).
  local lists = state.hand_lists
  local options = lists[by_type]
  if not options then
    options = { nil, nil, nil, nil, nil, nil, nil, nil }
    lists[by_type] = options
  end
  local old, n = #options, 0
  for i = 1, count do
    local id = hand[i]
    local type = types[id] or type_of(g, id)
    local script = cards[type]
    if not pass or pass(id, script) then
      -- option_for's look-up inline (a call per option cost more than it):
      -- the kept option under the plain label, if the card needs no other.
      local option = (not as_trait or script[as_trait]) and by_type[type]
      if option then
        option.card = id
      else
        option = option_for(g, verb, label, kept, as_trait, as_label, id, type, script)
      end
      n = n + 1
      options[n] = option
    end
  end
  for i = old, n + 1, -1 do options[i] = nil end
  return options
end

core.hand_options = kept_options

-- The options "<verb> <type>" for the cards on the table zone, one per
-- type (General Store: "pick <type>"), kept as the rules' hand options
-- are: read-only but for `card`, set at each call, and the list filled
-- anew at the next call.
function api.table_options(g, verb, label)
  return kept_options(g, nil, verb, label)
end

-- The seat of the player called name (any case), or nil.
api.seat_named = prelude.seat_named

-- Public record for computer players: source did something hostile to
-- target (a card aimed at them: weight 1; life they made them lose: the
-- amount). public.hostility[source][target] sums both. public.noted counts
-- the writes, public.noted_by[source] those of each row (made at the first
-- write): a bot rereads only the rows that changed.
-- public.acts[1..public.nacts] are the same acts in the order they were
-- made, and the eliminations among them, each packed in one integer (no
-- table per act: a game writes a few hundred) as api.act_code says: a
-- player at the table sees when each act happened and whether it was
-- aimed at its target (a BANG!, a Duel, a Panic!: state.aiming is the
-- target of the card being played) or struck everyone (a Gatling, an
-- Indians!: a card played with no target), which the sums above lose.
local ACT_AIMED, ACT_AREA, ACT_OUT = 1, 2, 3
api.ACT_AIMED, api.ACT_AREA, api.ACT_OUT = ACT_AIMED, ACT_AREA, ACT_OUT

-- ((turn * 4 + kind) * 16 + amount) * 64 + source) * 64 + target, amount
-- at most 15, seats 0..63 (source 0: nobody).
function api.act_code(turn, kind, amount, source, target)
  if amount > 15 then amount = 15 end
  return (((turn * 4 + kind) * 16 + amount) * 64 + source) * 64 + target
end

local function add_act(kind, amount, source, target)
  local public = core.public
  local k = public.nacts + 1
  public.acts[k] = api.act_code(core.state.turn_number, kind, amount, source, target)
  public.nacts = k
end

-- p is out of play (C-35), source made them lose the last life (or nil).
function api.note_out(p, source)
  add_act(ACT_OUT, 0, source or 0, p)
end

function api.note_hostility(source, target, amount)
  if not source or not target or source == target then return end
  local aiming = core.state.aiming -- (0: no card being played)
  add_act((aiming == 0 or aiming == target) and ACT_AIMED or ACT_AREA, amount, source, target)
  local public = core.public
  local hostility = public.hostility
  local row = hostility[source]
  if not row then row = {}; hostility[source] = row end
  row[target] = (row[target] or 0) + amount
  public.noted = public.noted + 1
  local by = public.noted_by
  if not by then by = {}; public.noted_by = by end
  by[source] = (by[source] or 0) + 1
end

-- ---- effects that wait for the card to finish (C-53, C-40, C-43) --------
-- While a card (or a start-of-turn check, or an ability used in phase 2)
-- is being resolved, handlers declared `when = "card_finished"` are queued;
-- rules.settle runs them once it has finished with all its answers. With
-- nothing being resolved they run at once. (turn.lua's resolve counts
-- state.depth.)

-- Run the queued handlers, oldest first (a handler may queue more: they
-- run too). A handler whose owner is out, or declared `survived` for an
-- event whose player is out, is dropped (C-34).
function core.run_waiting(g)
  local queue = state.waiting
  local i = 1
  while queue[i] do
    local w = queue[i]
    queue[i] = false
    if M.alive(g, w.owner) and (not w.survived or M.alive(g, w.ev.player)) then
      w.run(g, api, w.ev, w.owner)
    end
    i = i + 1
  end
  state.waiting = {}
end

-- The g:on handler for a declared handler (a function, or { run, when,
-- survived }) of the character in seat `owner`.
-- Made once per declared handler (the closures keep nothing of a game:
-- state is read at each call), not at every game's set-up.
local handler_of = setmetatable({}, { __mode = "k" })

function core.handler(spec)
  local made = handler_of[spec]
  if made then return made end
  made = core.new_handler(spec)
  handler_of[spec] = made
  return made
end

function core.new_handler(spec)
  if type(spec) == "function" then
    return function(g, ev, owner) return spec(g, api, ev, owner) end
  end
  local run, survived = spec.run, spec.survived
  if spec.when == "card_finished" then
    return function(g, ev, owner)
      if state.depth > 0 then
        state.waiting[#state.waiting + 1] = { run = run, ev = ev, owner = owner, survived = survived }
      elseif not survived or M.alive(g, ev.player) then
        run(g, api, ev, owner)
      end
    end
  end
  return function(g, ev, owner)
    if not survived or M.alive(g, ev.player) then run(g, api, ev, owner) end
  end
end

return core
