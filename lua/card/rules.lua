-- rules.lua: BANG! the card game (RULES.md section C): set-up, the turn,
-- distance and range, draw!, attacks and answers, life, elimination and the
-- end of the game. Every card type is a script in cards/ and every
-- character one in characters/; this file only knows the fields and hooks
-- they declare (see docs/MODDING.md, "Card game"), so adding or changing a
-- card or a character needs no change here and no C change.
--
-- Card script fields: id, name, text, border ("brown"/"blue"), deck (its
-- copies as {suit, value}), and optionally: range (a weapon, C-14),
-- unlimited_bang (Volcanic), distance_bonus (Mustang), sight_bonus (Scope),
-- barrel (Barrel), hostile (a card aimed at a player: noted in
-- PUBLIC.hostility), harmful (a card in play that hurts its owner: Jail,
-- Dynamite; taking it away is no attack), start_order + on_turn_start(g, api, player, card)
-- (Dynamite 1, Jail 2; return "skip" to skip phases 1 and 2),
-- choices(g, api, player, card) (the ways to play it now: a list of
-- { arg = "bob hand", label, args, target = seat, place_on = seat, ... };
-- the command is "play <id> <arg>") and resolve(g, api, player, card,
-- choice), refuse(g, api, player, words) (why a typed "play <id> ..." is
-- not allowed; words = what follows "play <id>"). A blue card without
-- choices is put in play in front of its player if they have none of that
-- name (C-9).
-- Character fields: id, life, name, ability, and optionally the same
-- bonuses, plus bang_as_missed, missed_as_bang, barrel, check_cards,
-- unlimited_bang, bang_needs (Slab), takes_eliminated_cards,
-- draws_when_empty, heal_by_discarding (Sid), and setup(g, seat, api) to
-- register event handlers:
--   draw_phase  { player, done = false }      C-8 (set done when handled)
--   life_lost   { player, amount, source, cause }  C-40, C-43
--        cause: "bang", "gatling", "indians", "duel", "dynamite"; source:
--        the player who played the card (nil for Dynamite)
--
-- Decisions (kind: commands):
--   play            "play <card> [<arg>]" (e.g. "play bang bob", "play panic
--                   bob hand", "play panic bob barrel", "play jail bob",
--                   "play missed bob" for Calamity Janet), "ability" (Sid),
--                   "end"
--   answer          a shot aimed at you: "barrel", "play missed" (Calamity:
--                   "play bang"), "take"
--   discard_bang    Duel / Indians!: "play bang" (Calamity: "play missed"),
--                   "take"
--   save            at 0 life or below: "play beer", "ability" (Sid), "die"
--   discard         phase 3: "discard <card>"
--   ability_discard Sid Ketchum's two cards: "discard <card>"
--   draw_check      Lucky Duke: "pick <card>_<value><suit>" (option.good
--                   says whether that card passes)
--   general_store   "take <card>"
--   draw_source     Jesse Jones "draw deck" / "draw <name>"; Pedro
--                   Ramirez "draw deck" / "draw discard"
--   put_back        Kit Carlson: "back <card>"
-- A decision with a single legal option is taken without asking.

local rules = {}

local CARDS, CHARACTERS
local state

rules.names = {
  role = {
    sheriff = NC_("card role", "Sheriff"),
    deputy = NC_("card role", "Deputy"),
    outlaw = NC_("card role", "Outlaw"),
    renegade = NC_("card role", "Renegade"),
  },
  suit = { S = N_"Spades", H = N_"Hearts", D = N_"Diamonds", C = N_"Clubs" },
}

-- C-1: the roles for each table size.
local ROLE_SETS = {
  [4] = { "sheriff", "renegade", "outlaw", "outlaw" },
  [5] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" },
  [6] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy" },
  [7] = { "sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy" },
}

local VALUE_NAMES = { [11] = "J", [12] = "Q", [13] = "K", [14] = "A" }

local TURN_OVER = setmetatable({}, { __tostring = function() return "turn over" end })

-- Public information the computer players may use (reset at set-up):
-- PUBLIC.hostility[source][target] = cards aimed at target (1 each) plus
-- life source made target lose (api.note_hostility).
PUBLIC = { hostility = {}, helped = {} }

local function log(g, rule, id, args)
  if state.logging then g:log(rule, id, args) end
end

local function emit(g, name, ev)
  if state.listened[name] then return g:emit(name, ev) end
  return ev
end

local api = {}
rules.api = api
api.log = log

-- ---- cards --------------------------------------------------------------

local function card_type(g, id) return (g:card(id)) end
local function script_of(g, id) return CARDS[(g:card(id))] end

-- "bang 5c": a card's notation in commands, scenarios and logs.
local function notation(g, id)
  local type, suit, value = g:card(id)
  return type .. " " .. (VALUE_NAMES[value] or tostring(value)) .. suit:lower()
end
api.notation = notation

-- The card as a text argument: its translated name, then value and suit.
local function card_arg(g, id)
  local type, suit, value = g:card(id)
  return CARDS[type].name
end
api.card_arg = card_arg

local function character_of(p) return state.characters[p] end
api.character_of = character_of

-- The scripts of the cards p has in play; cached until a card moves
-- (g:moves() counts the moves), since distance asks for them very often.
local function play_scripts(g, p)
  local version = g:moves()
  local cache = state.play_cache
  if cache.version ~= version then
    cache = { version = version }
    state.play_cache = cache
  end
  local list = cache[p]
  if not list then
    list = {}
    for i, id in ipairs(g:cards("play", p)) do list[i] = script_of(g, id) end
    cache[p] = list
  end
  return list
end

-- A field from the player's character or any card they have in play.
local function has_trait(g, p, field)
  if character_of(p)[field] then return true end
  for _, script in ipairs(play_scripts(g, p)) do
    if script[field] then return true end
  end
  return false
end
api.has_trait = has_trait

local function sum_trait(g, p, field)
  local n = character_of(p)[field] or 0
  for _, script in ipairs(play_scripts(g, p)) do n = n + (script[field] or 0) end
  return n
end

-- The card of that type p has in play, or nil.
local function in_play(g, p, type)
  for _, id in ipairs(g:cards("play", p)) do
    if card_type(g, id) == type then return id end
  end
  return nil
end
api.in_play = in_play

local function weapon_of(g, p)
  for _, id in ipairs(g:cards("play", p)) do
    if script_of(g, id).range then return id end
  end
  return nil
end
api.weapon_of = weapon_of

-- ---- seats, distance, range (C-12 .. C-15) -------------------------------

local function alive_seats(g) return (seats_in_play(g, state)) end
api.alive_seats = alive_seats

local next_alive = next_in_play
api.next_alive = next_alive

-- The other players in play, clockwise from p's left (C-29). p itself may
-- be out already (Vulture Sam's look-up during an elimination).
local function others(g, p)
  local list, n = {}, g:players()
  for k = 1, n - 1 do
    local q = (p - 1 + k) % n + 1
    if g:alive(q) then list[#list + 1] = q end
  end
  return list
end
api.others = others

-- C-12, C-13: seats the shorter way, +Mustangs of `to`, -Scopes of `from`.
local function distance(g, from, to)
  local alive = alive_seats(g)
  local k = math.abs(state.alive_index[from] - state.alive_index[to])
  local d = math.min(k, #alive - k)
  d = d + sum_trait(g, to, "distance_bonus") - sum_trait(g, from, "sight_bonus")
  return math.max(d, 1)
end
api.distance = distance

-- C-14: the weapon's range, or the Colt .45's 1.
local function reach(g, p)
  local weapon = weapon_of(g, p)
  return weapon and script_of(g, weapon).range or 1
end
api.reach = reach

-- ---- drawing and discarding ---------------------------------------------

local settle

-- Suzy Lafayette (C-53): an empty hand draws a card, in or out of turn.
local function check_empty_hand(g, p)
  if g:alive(p) and g:count("hand", p) == 0 and character_of(p).draws_when_empty then
    log(g, "C-53", N_"{player}'s hand is empty: they draw a card.", { player = p })
    api.draw(g, p, 1, "C-53")
  end
end

-- C-6: an empty deck is made again from the shuffled discard pile.
local function refill_deck(g)
  if g:count("deck") > 0 then return true end
  local discard = g:cards("discard")
  if #discard == 0 then return false end
  for _, id in ipairs(discard) do g:move(id, "deck") end
  g:shuffle_zone("deck")
  log(g, "C-6", N_"The deck is empty: the discard pile is shuffled into a new deck.")
  return true
end
api.refill_deck = refill_deck

-- The top card of the deck, refilling it first; nil if there is none.
local function deck_top(g)
  if not refill_deck(g) then return nil end
  return g:top("deck")
end
api.deck_top = deck_top

-- p draws n cards from the deck; rule names what made them draw (C-8 by
-- default). Returns how many were drawn (fewer if deck and discard ran out).
function api.draw(g, p, n, rule)
  local drawn = 0
  for _ = 1, n do
    local id = deck_top(g)
    if not id then break end
    g:move(id, "hand", p)
    drawn = drawn + 1
  end
  if drawn > 0 then
    log(g, rule or "C-8", NP_("{player} draws a card.", "{player} draws {n} cards."), { player = p, n = drawn })
  end
  return drawn
end

-- Any card to the discard pile; a hand left empty may draw (Suzy).
function api.discard(g, id)
  local zone, owner = g:where(id)
  g:move(id, "discard")
  if zone == "hand" then check_empty_hand(g, owner) end
end

-- Card id from wherever it is into p's hand.
function api.take(g, id, p)
  local zone, owner = g:where(id)
  g:move(id, "hand", p)
  if zone == "hand" and owner ~= p then check_empty_hand(g, owner) end
end

-- Put a blue card in play in front of p (C-9: one weapon; C-31).
function api.put_in_play(g, id, p)
  local zone, owner = g:where(id)
  local script = script_of(g, id)
  if script.range then
    local old = weapon_of(g, p)
    if old then
      log(g, "C-9", N_"{player} discards their old weapon.", { player = p })
      g:move(old, "discard")
    end
  end
  g:move(id, "play", p)
  if zone == "hand" then check_empty_hand(g, owner) end
end

-- A random card from p's hand (Panic!, Cat Balou, El Gringo, Jesse Jones).
function api.random_hand_card(g, p)
  local hand = g:cards("hand", p)
  if #hand == 0 then return nil end
  return hand[g:random(#hand)]
end

-- Panic! and Cat Balou (C-28): the ways to pick a card from another
-- player: arg "<name> hand" (a random card from the hand) or "<name>
-- <type>" (that card in play). max_distance nil: any distance (C-15).
-- Players with no card in hand and none in play are not offered.
function api.grab_choices(g, p, max_distance, hand_label, play_label)
  local choices = {}
  for _, q in ipairs(others(g, p)) do
    if not max_distance or distance(g, p, q) <= max_distance then
      if g:count("hand", q) > 0 then
        choices[#choices + 1] = { arg = g:name(q) .. " hand", target = q, from_hand = true,
                                  label = hand_label, args = { target = q } }
      end
      local seen = {}
      for _, id in ipairs(g:cards("play", q)) do
        local type = card_type(g, id)
        if not seen[type] then
          seen[type] = true
          choices[#choices + 1] = { arg = g:name(q) .. " " .. type, target = q, taken = id,
                                    label = play_label, args = { target = q, item = CARDS[type].name } }
        end
      end
    end
  end
  return choices
end

-- The card a grab choice names now: a random hand card, or the card in
-- play (nil if it is gone).
function api.grab_card(g, choice)
  if choice.from_hand then return api.random_hand_card(g, choice.target) end
  local zone, owner = g:where(choice.taken)
  if zone == "play" and owner == choice.target then return choice.taken end
  return nil
end

-- The seat of the player called name (any case), or nil.
function api.seat_named(g, name)
  if not name then return nil end
  name = name:lower()
  for q = 1, g:players() do
    if g:name(q):lower() == name then return q end
  end
  return nil
end

-- Public record for computer players: source did something hostile to
-- target (a card aimed at them: weight 1; life they made them lose: the
-- amount). PUBLIC.hostility[source][target] sums both.
function api.note_hostility(source, target, amount)
  if not source or not target or source == target then return end
  PUBLIC.hostility[source] = PUBLIC.hostility[source] or {}
  PUBLIC.hostility[source][target] = (PUBLIC.hostility[source][target] or 0) + amount
end

-- ---- decisions ------------------------------------------------------------

-- Ask unless only one option is legal.
local function choose(g, player, kind, prompt, args, options)
  if #options == 1 then return options[1] end
  return ask(g, player, kind, prompt, args, options)
end
api.choose = choose

-- Player options with cmd "<verb> <name>" and option.target = seat.
function api.target_options(g, seats, verb, label, extra)
  local options = {}
  for _, q in ipairs(seats) do
    local option = { cmd = verb .. " " .. g:name(q), label = label, args = { target = q }, target = q }
    if extra then for k, v in pairs(extra) do option[k] = v end end
    options[#options + 1] = option
  end
  return options
end

-- One option per card type in p's hand that pass(id) accepts (the first
-- physical card of each type stands for the others).
function api.hand_options(g, p, verb, label, pass)
  local options, seen = {}, {}
  for _, id in ipairs(g:cards("hand", p)) do
    local type = card_type(g, id)
    if not seen[type] and (not pass or pass(id, type)) then
      seen[type] = true
      options[#options + 1] = { cmd = verb .. " " .. type, label = label,
                                args = { card = CARDS[type].name }, card = id }
    end
  end
  return options
end

-- ---- draw! (C-30, C-47) ---------------------------------------------------

-- Flip for p's check; good(type, suit, value) says whether it passes.
-- Lucky Duke flips as many as his check_cards and picks one. Returns
-- passed, card id (already discarded).
-- need: a message id saying what the check needs, shown with the result so
-- that every draw! says why it passed or failed.
local SUIT_MARKS = { S = "\u{2660}", H = "\u{2665}", D = "\u{2666}", C = "\u{2663}" }

-- "A♥": a card's value and suit as printed on it (the same in every language).
local function mark(g, id)
  local _, suit, value = g:card(id)
  return (VALUE_NAMES[value] or tostring(value)) .. SUIT_MARKS[suit]
end
api.mark = mark

function api.draw_check(g, p, rule, what, good, need)
  local flips = character_of(p).check_cards or 1
  local flipped = {}
  for _ = 1, flips do
    local id = deck_top(g)
    if id then
      g:move(id, "table")
      flipped[#flipped + 1] = id
      log(g, "C-30", N_"{player} draws! for {what}: {card} {value}.",
          { player = p, what = what, card = card_arg(g, id), value = mark(g, id) })
    end
  end
  if #flipped == 0 then return false, nil end
  local chosen = flipped[1]
  -- Lucky Duke (C-47) chooses, unless every flipped card gives the same result.
  local outcomes = {}
  for _, id in ipairs(flipped) do outcomes[good(g:card(id)) and 1 or 2] = true end
  if #flipped > 1 and outcomes[1] and outcomes[2] then
    local options = {}
    for i, id in ipairs(flipped) do
      local type, suit, value = g:card(id)
      options[i] = { cmd = "pick " .. notation(g, id):gsub(" ", "_"):lower(), label = N_"Use {card} {value}",
                     args = { card = card_arg(g, id), value = mark(g, id) }, card = id,
                     good = good(type, suit, value) }
    end
    chosen = choose(g, p, "draw_check", N_"Which card counts for {what}?", { what = what }, options).card
    log(g, "C-47", N_"{player} chooses {card} {value}.",
        { player = p, card = card_arg(g, chosen), value = mark(g, chosen) })
  end
  local passed = good(g:card(chosen))
  if need then
    log(g, rule, passed and N_"The draw! for {what} succeeds ({need})." or N_"The draw! for {what} fails ({need}).",
        { what = what, need = need })
  else
    log(g, rule, passed and N_"The draw! for {what} succeeds." or N_"The draw! for {what} fails.",
        { what = what })
  end
  for _, id in ipairs(flipped) do g:move(id, "discard") end
  return passed, chosen
end

-- ---- life and elimination (C-23, C-24, C-34 .. C-37) ----------------------

local function team_won(g, wanted)
  local list = {}
  for p = 1, g:players() do if wanted[g:role(p)] then list[#list + 1] = p end end
  return list
end

local function finish(g, id, args, winners)
  log(g, "C-37", id, args)
  g:finish { id = id, args = args, winners = winners, rule = "C-37" }
  error(GAME_OVER, 0)
end

-- C-37: checked once the effect that eliminated someone has resolved.
local function check_end(g)
  local sheriff_alive, bad_alive = false, false
  local alive = alive_seats(g)
  for _, p in ipairs(alive) do
    local role = g:role(p)
    if role == "sheriff" then sheriff_alive = true end
    if role == "outlaw" or role == "renegade" then bad_alive = true end
  end
  if not sheriff_alive then
    if #alive == 1 and g:role(alive[1]) == "renegade" then
      finish(g, NC_("card game", "The Renegade {player} is the last one standing and wins."), { player = alive[1] },
             { alive[1] })
    end
    finish(g, NC_("card game", "The Sheriff is eliminated: the Outlaws win."), nil, team_won(g, { outlaw = true }))
  end
  if not bad_alive then
    finish(g, N_"All Outlaws and the Renegade are eliminated: the Sheriff and the Deputies win.",
           nil, team_won(g, { sheriff = true, deputy = true }))
  end
end

-- After an effect: the end of the game, then the turn if its player is out.
settle = function(g)
  if not state.dirty then return end
  state.dirty = false
  check_end(g)
  if state.turn and not g:alive(state.turn.player) then error(TURN_OVER, 0) end
end
api.settle = settle

-- C-35, C-36: p is out, eliminated by source (nil: nobody).
local function eliminate(g, p, source)
  g:eliminate(p)
  state.alive = nil
  state.dirty = true
  state.debt[p] = 0
  log(g, "C-35", N_"{player} is eliminated: they were the {role}.",
      { player = p, role = rules.names.role[g:role(p)] })
  local cards = {}
  for _, id in ipairs(g:cards("hand", p)) do cards[#cards + 1] = id end
  for _, id in ipairs(g:cards("play", p)) do cards[#cards + 1] = id end
  local vulture
  for _, q in ipairs(others(g, p)) do
    if character_of(q).takes_eliminated_cards then vulture = q break end
  end
  if vulture and #cards > 0 then
    for _, id in ipairs(cards) do g:move(id, "hand", vulture) end
    log(g, "C-54", N_"{player} takes all of {victim}'s cards.", { player = vulture, victim = p })
  else
    for _, id in ipairs(cards) do g:move(id, "discard") end
  end
  if source and source ~= p and g:alive(source) then
    if g:role(p) == "outlaw" then
      log(g, "C-36", N_"{player} eliminated an Outlaw and draws 3 cards.", { player = source })
      api.draw(g, source, 3, "C-36")
    elseif g:role(p) == "deputy" and g:role(source) == "sheriff" then
      log(g, "C-36", N_"The Sheriff eliminated a Deputy and discards every card.", { player = source })
      for _, id in ipairs(g:cards("hand", source)) do g:move(id, "discard") end
      for _, id in ipairs(g:cards("play", source)) do g:move(id, "discard") end
      check_empty_hand(g, source)
    end
  end
end

-- How many players are in play.
local function in_play_count(g) return #alive_seats(g) end

-- C-34: p is at 0 life (or below, by state.debt): Beer or Sid Ketchum now,
-- or out.
local function survive_or_die(g, p, source)
  while g:life(p) == 0 do
    local options = {}
    if in_play_count(g) > 2 then -- C-24: with two left a Beer heals nothing
      local beer = api.hand_options(g, p, "play", N_"Drink a {card}",
                                    function(_, type) return type == "beer" end)
      for _, o in ipairs(beer) do options[#options + 1] = o end
    end
    if character_of(p).heal_by_discarding and g:count("hand", p) >= 2 then
      options[#options + 1] = { cmd = "ability", label = N_"Discard two cards to regain 1 life",
                                ability = true }
    end
    options[#options + 1] = { cmd = "die", label = N_"Accept being eliminated" }
    local option = choose(g, p, "save", N_"You are at {life} life: save yourself?",
                          { life = -state.debt[p] }, options)
    if option.cmd == "die" then break end
    if option.ability then
      api.sid_heal(g, p)
    else
      api.discard(g, option.card)
      log(g, "C-23", N_"{player} drinks a Beer to stay alive.", { player = p })
      api.heal(g, p, 1, "C-34")
    end
  end
  if g:life(p) == 0 then eliminate(g, p, source) end
end

-- Regain life, paying off any debt below 0 first (C-34). Never above max.
function api.heal(g, p, amount, rule)
  local debt = state.debt[p] or 0
  local pay = math.min(debt, amount)
  state.debt[p] = debt - pay
  local before = g:life(p)
  local after = before
  if amount > pay then after = g:set_life(p, before + amount - pay) end
  local n = after - before + pay
  if n == 0 then
    log(g, rule, N_"{player} is already at full life.", { player = p })
  else
    log(g, rule, N_"{player} regains {n} life ({life} now).",
        { player = p, n = n, life = after - state.debt[p] })
  end
end

-- Sid Ketchum (C-51): discard two cards from hand, regain 1 life.
function api.sid_heal(g, p)
  for i = 1, 2 do
    local options = api.hand_options(g, p, "discard", N_"Discard {card}")
    local option = choose(g, p, "ability_discard", N_"Discard a card ({n} of 2).", { n = i }, options)
    g:move(option.card, "discard")
  end
  log(g, "C-51", N_"{player} discards two cards to regain 1 life.", { player = p })
  api.heal(g, p, 1, "C-51")
  check_empty_hand(g, p)
end

-- p loses amount life; cause: "bang", "gatling", "indians", "duel",
-- "dynamite". source: the player who played the card (nil for Dynamite).
function api.lose_life(g, p, amount, source, cause)
  if not g:alive(p) or amount <= 0 then return end
  local before = g:life(p)
  local after = g:set_life(p, before - amount)
  state.debt[p] = (state.debt[p] or 0) + math.max(0, amount - before)
  log(g, cause == "dynamite" and "C-33" or "C-34", N_"{player} loses {n} life ({life} left).",
      { player = p, n = amount, life = after - state.debt[p] })
  api.note_hostility(source, p, amount)
  emit(g, "life_lost", { player = p, amount = amount, source = source, cause = cause })
  if g:life(p) == 0 then survive_or_die(g, p, source) end
end

-- ---- answers out of turn (C-10, C-21, C-22, C-45, C-52) -------------------

-- Can card id cancel a shot for p? Missed!, or BANG! for Calamity Janet.
local function cancels_shot(g, p, type)
  return type == "missed" or (type == "bang" and character_of(p).bang_as_missed)
end

-- Can card id count as a BANG! for p (Duel, Indians!)?
local function counts_as_bang(g, p, type)
  return type == "bang" or (type == "missed" and character_of(p).missed_as_bang)
end
api.counts_as_bang = counts_as_bang

-- A BANG!-type attack on target: cancelled by `needed` Missed! effects
-- (2 against Slab the Killer's BANG!), else 1 life lost.
function api.shoot(g, attacker, target, cause, needed)
  needed = needed or 1
  -- Each Barrel in play and Jourdonnais's own (C-45) give one draw!.
  local barrels = character_of(target).barrel and 1 or 0
  for _, id in ipairs(g:cards("play", target)) do
    if script_of(g, id).barrel then barrels = barrels + 1 end
  end
  local cancelled = 0
  while cancelled < needed do
    local options = {}
    if barrels > 0 then
      options[#options + 1] = { cmd = "barrel", label = N_"Draw! for the Barrel", barrel = true }
    end
    for _, o in ipairs(api.hand_options(g, target, "play", N_"Play {card}",
                                        function(_, type) return cancels_shot(g, target, type) end)) do
      if card_type(g, o.card) ~= "missed" then o.label = N_"Play {card} as a Missed!" end -- C-42
      options[#options + 1] = o
    end
    options[#options + 1] = { cmd = "take", label = N_"Take the hit" }
    local args = { source = attacker, n = needed - cancelled }
    local option = choose(g, target, "answer",
                          N_"{source} shoots at you: cancel it ({n} Missed! needed)?", args, options)
    if option.cmd == "take" then break end
    if option.barrel then
      barrels = barrels - 1
      local ok = api.draw_check(g, target, "C-22", N_"the Barrel",
                                function(_, suit) return suit == "H" end, N_"a Heart is needed")
      if ok then cancelled = cancelled + 1 end
    else
      if card_type(g, option.card) == "missed" then
        log(g, "C-21", N_"{player} plays {card}.", { player = target, card = card_arg(g, option.card) })
      else
        log(g, "C-42", N_"{player} plays {card} as a Missed!.",
            { player = target, card = card_arg(g, option.card) })
      end
      api.discard(g, option.card)
      cancelled = cancelled + 1
    end
  end
  if cancelled >= needed then
    log(g, "C-21", N_"{player} dodges the shot.", { player = target })
    return false
  end
  api.lose_life(g, target, 1, attacker, cause)
  return true
end

-- Ask p to discard a BANG! (Duel, Indians!): returns true if they did.
function api.discard_bang(g, p, prompt, args)
  local options = api.hand_options(g, p, "play", N_"Discard {card}",
                                   function(_, type) return counts_as_bang(g, p, type) end)
  for _, o in ipairs(options) do
    if card_type(g, o.card) ~= "bang" then o.label = N_"Discard {card} as a BANG!" end -- C-42
  end
  options[#options + 1] = { cmd = "take", label = N_"Lose 1 life instead" }
  local option = choose(g, p, "discard_bang", prompt, args, options)
  if option.cmd == "take" then return false end
  log(g, "C-29", N_"{player} discards {card}.", { player = p, card = card_arg(g, option.card) })
  api.discard(g, option.card)
  return true
end

-- ---- playing cards (C-9, C-20) ----------------------------------------------

-- Player p may play another card named BANG! this turn?
function api.bang_allowed(g, p)
  return state.turn.bangs < 1 or has_trait(g, p, "unlimited_bang")
end

function api.count_bang(g) state.turn.bangs = state.turn.bangs + 1 end

-- The ways p can play card id now (C-9): the script's choices, or for a
-- blue card without them, in front of p if p has none of that name.
local function choices_for(g, p, id)
  local script = script_of(g, id)
  if script.choices then return script.choices(g, api, p, id) end
  if script.border == "blue" then
    if in_play(g, p, script.id) then return {} end
    return { { arg = nil, label = N_"Put {card} in play", place_on = p } }
  end
  return {}
end

local function play_options(g, p)
  local options, seen = {}, {}
  for _, id in ipairs(g:cards("hand", p)) do
    local type = card_type(g, id)
    if not seen[type] then
      seen[type] = true
      for _, choice in ipairs(choices_for(g, p, id)) do
        local cmd = "play " .. type .. (choice.arg and (" " .. choice.arg) or "")
        local args = choice.args or {}
        args.card = args.card or CARDS[type].name
        options[#options + 1] = { cmd = cmd, label = choice.label, args = args, card = id,
                                  choice = choice }
      end
    end
  end
  -- Calamity Janet (C-42): a Missed! may be played as a BANG!.
  if character_of(p).missed_as_bang and CARDS.bang and CARDS.bang.choices then
    for _, id in ipairs(g:cards("hand", p)) do
      if card_type(g, id) == "missed" then
        for _, choice in ipairs(CARDS.bang.choices(g, api, p, id)) do
          options[#options + 1] = { cmd = "play missed " .. choice.arg, label = N_"Play {card} as BANG! at {target}",
                                    args = { card = CARDS.missed.name, target = choice.target },
                                    card = id, choice = choice, as = "bang" }
        end
        break
      end
    end
  end
  if character_of(p).heal_by_discarding and g:count("hand", p) >= 2 and g:life(p) < g:max_life(p) then
    options[#options + 1] = { cmd = "ability", label = N_"Discard two cards to regain 1 life",
                              ability = true }
  end
  options[#options + 1] = { cmd = "end", label = N_"End the turn" }
  return options
end

local function play_card(g, p, option)
  local id = option.card
  local script = option.as and CARDS[option.as] or script_of(g, id)
  local choice = option.choice
  -- Taking a Jail or a Dynamite away from someone helps them: not hostile.
  local helps = choice and choice.taken and script_of(g, choice.taken).harmful
  if choice and choice.target and script.hostile and not helps then
    api.note_hostility(p, choice.target, 1)
  end
  if option.as then
    log(g, "C-42", N_"{player} plays {card} as {other_card} at {target}.",
        { player = p, card = card_arg(g, id), other_card = script.name, target = choice.target })
  elseif choice and choice.target then
    log(g, "C-9", N_"{player} plays {card} at {target}.",
        { player = p, card = card_arg(g, id), target = choice.target })
  else
    log(g, "C-9", N_"{player} plays {card}.", { player = p, card = card_arg(g, id) })
  end
  if script.border == "blue" and not option.as then
    local owner = choice.place_on or p
    if script.resolve then script.resolve(g, api, p, id, choice) end
    api.put_in_play(g, id, owner)
  else
    api.discard(g, id) -- brown cards are played and discarded (C-9)
    if script.resolve then script.resolve(g, api, p, id, choice) end
  end
end

-- ---- the turn (C-7 .. C-11) -----------------------------------------------

local function start_of_turn_checks(g, p)
  local checks = {}
  for _, id in ipairs(g:cards("play", p)) do
    local script = script_of(g, id)
    if script.on_turn_start then checks[#checks + 1] = { id = id, order = script.start_order or 9 } end
  end
  table.sort(checks, function(a, b) return a.order < b.order end)
  local skip = false
  for _, check in ipairs(checks) do
    local zone, owner = g:where(check.id)
    if zone == "play" and owner == p then
      if script_of(g, check.id).on_turn_start(g, api, p, check.id) == "skip" then skip = true end
      settle(g)
    end
  end
  return skip
end

local function draw_phase(g, p)
  local ev = emit(g, "draw_phase", { player = p, done = false })
  if not ev.done then api.draw(g, p, 2) end
end

local function discard_phase(g, p)
  while g:count("hand", p) > g:life(p) do
    local options = api.hand_options(g, p, "discard", N_"Discard {card}")
    local option = choose(g, p, "discard", NP_("Discard down to your life: {n} card too many.",
                              "Discard down to your life: {n} cards too many."),
                          { n = g:count("hand", p) - g:life(p) }, options)
    log(g, "C-11", N_"{player} discards {card}.", { player = p, card = card_arg(g, option.card) })
    g:move(option.card, "discard")
  end
end

local function play_turn(g, p)
  state.turn = { player = p, bangs = 0 }
  local skip = start_of_turn_checks(g, p)
  if not skip then
    draw_phase(g, p)
    while true do
      local option = choose(g, p, "play", N_"Play a card, or end the turn.", nil, play_options(g, p))
      if option.cmd == "end" then break end
      if option.ability then api.sid_heal(g, p) else play_card(g, p, option) end
      settle(g)
    end
  end
  discard_phase(g, p)
end

-- ---- set-up (C-1 .. C-5) ----------------------------------------------------

local SUIT_OF = { s = "S", h = "H", d = "D", c = "C" }
local VALUE_OF = { j = 11, q = 12, k = 13, a = 14 }

-- The physical card a scenario names ("bang", "bang 5c") still in the deck.
local function find_card(g, text)
  local type, mark = text:match("^(%S+)%s*(%S*)$")
  if not type or not CARDS[type] then error(string.format("unknown card '%s'", text), 0) end
  local value, suit
  if mark ~= "" then
    local v, s = mark:lower():match("^(%w+)([shdc])$")
    value = v and (VALUE_OF[v] or tonumber(v))
    suit = s and SUIT_OF[s]
    if not value or not suit then error(string.format("bad card '%s' (write e.g. 'bang 5c')", text), 0) end
  end
  for _, id in ipairs(g:cards("deck")) do
    local t, s2, v2 = g:card(id)
    if t == type and (not suit or (s2 == suit and v2 == value)) then return id end
  end
  error(string.format("no card '%s' left in the deck", text), 0)
end

local function place_preset(g, list, zone, owner)
  for _, text in ipairs(list or {}) do
    local id = find_card(g, text)
    if zone == "play" then g:move(id, "play", owner) else g:move(id, zone, owner) end
  end
end

function rules.setup(g, characters, cards)
  CARDS, CHARACTERS = cards, characters
  local n = g:players()
  if not ROLE_SETS[n] then error("the card game is for 4 to 7 players", 0) end
  state = { characters = {}, debt = {}, logging = true, listened = {}, dirty = false,
            play_cache = {} }
  PUBLIC = { hostility = {}, helped = {} }
  -- C-6, C-60: one physical card per entry of each card's deck list.
  for _, script in ipairs(cards) do
    for _, copy in ipairs(script.deck or {}) do g:new_card(script.id, copy[1], copy[2]) end
  end
  g:shuffle_zone("deck")
  local presets, roles, dealt = deal_roles_and_characters(g, ROLE_SETS[n], characters)
  for p = 1, n do
    local role, character = roles[p], dealt[p]
    g:set_role(p, role, role == "sheriff") -- C-1: the Sheriff shows his role
    g:set_character(p, character.id)
    local max = character.life + (role == "sheriff" and 1 or 0) -- C-3
    g:set_max_life(p, max)
    g:set_life(p, presets[p].life or max)
    state.characters[p] = character
    state.debt[p] = 0
  end
  -- Scenario presets: cards in play and in hand, then the deck's top.
  local table_preset = g:preset()
  for p = 1, n do
    place_preset(g, presets[p].inplay, "play", p)
    place_preset(g, presets[p].hand, "hand", p)
  end
  place_preset(g, table_preset.discard, "discard")
  local top = table_preset.deck or {}
  for i = #top, 1, -1 do g:move(find_card(g, top[i]), "deck") end
  -- C-4: deal each player as many cards as their life, unless preset.
  for p = 1, n do
    if not presets[p].hand then
      for _ = 1, g:life(p) do g:move(g:cards("deck")[1], "hand", p) end -- from the bottom:
      -- the preset top of the deck stays on top
    end
  end
  local first = table_preset.first
  for p = 1, n do if not first and g:role(p) == "sheriff" then first = p end end
  state.first = first
  for p = 1, n do
    local character = state.characters[p]
    if character.setup then character.setup(g, p, api) end
  end
  state.listened = g:listened()
end

-- Before each turn. Sanity: between turns every card is in the deck, the
-- discard pile, a hand or in play (the table zone only holds cards
-- mid-effect).
local function before_turn(g)
  state.turn = nil
  if g:count("table") > 0 then error("rules bug: cards left on the table zone", 0) end
end

function rules.play(g)
  state.logging = g:logging()
  play_turns(g, state.first, TURN_OVER, play_turn, "C-5", before_turn)
end

-- For the screen: the distance from one player to another, and whether
-- the first one's weapon reaches the second (C-12 .. C-14).
function rules.view_distance(g, from, to)
  if from == to then return 0, false end
  local d = distance(g, from, to)
  return d, d <= reach(g, from)
end

-- Why a typed command is not among the options.
function rules.refuse(g, decision, typed)
  typed = typed:lower()
  local verb, what = typed:match("^(%S+)%s*(%S*)")
  if decision.kind == "play" and verb == "play" and what ~= "" then
    if not CARDS[what] then
      return { id = N_"There is no card called {name}.", args = { name = what } }
    end
    local p = decision.player
    local has = false
    for _, id in ipairs(g:cards("hand", p)) do if card_type(g, id) == what then has = true end end
    if not has then
      return { id = N_"You have no {card} in your hand.", args = { card = CARDS[what].name } }
    end
    if (what == "bang" or (what == "missed" and character_of(p).missed_as_bang))
        and not api.bang_allowed(g, p) then
      return { id = N_"Only one BANG! per turn.", rule = "C-20" }
    end
    if CARDS[what].border == "blue" and not CARDS[what].choices and in_play(g, p, what) then
      return { id = N_"You already have a {card} in play.", args = { card = CARDS[what].name }, rule = "C-9" }
    end
    -- The card's own reason, if it has one: refuse(g, api, player, words)
    -- with words the typed command after "play <card>".
    if CARDS[what].refuse then
      local words = {}
      for word in typed:gmatch("%S+") do words[#words + 1] = word end
      table.remove(words, 1)
      table.remove(words, 1)
      local why = CARDS[what].refuse(g, api, p, words)
      if why then return why end
    end
    return { id = N_"That card cannot be played that way now (target out of range?).", rule = "C-14" }
  end
  return nil
end

return rules
