-- schema.lua: the declared vocabulary of the card game: every field a card
-- or character script may declare, the events the rules announce and how a
-- handler declares its timing. The C loader checks each script in cards/
-- and characters/ against it (prelude.check_script): an unknown field or a
-- value of the wrong type stops the game with the file, the line and the
-- field. docs/MODDING.md lists the same vocabulary and a test keeps the two
-- in step; to add a trait, declare it here, then use it where it acts.
--
-- Each entry: { type = "string" | "number" | "boolean" | "function" |
-- "table" | "handlers" (a map of event name -> handler, below), required,
-- values (the allowed strings), doc (for modders), rule (a rule id: `bang rules ID`) }.

local schema = {}

-- Fields every card script (cards/*.lua) may declare.
schema.card = {
  id = { type = "string", required = true, doc = "the card's id: its file name and the word in commands (`play <id> ...`)" },
  name = { type = "string", required = true, doc = "the printed name, a message id (`N_\"BANG!\"`)" },
  text = { type = "string", required = true, doc = "what the card does, a message id (shown by `look`)" },
  also_named = { type = "string", doc = "another name players know the card by (an older edition's), accepted when typed, never shown" },
  border = { type = "string", required = true, values = { "brown", "blue" }, rule = "C-9",
             doc = "brown: played and discarded; blue: stays in play in front of a player" },
  rule = { type = "string", doc = "the rule id of the card's own rule (`\"C-20\"`: `bang rules C-20`), cited when it is played; C-9 if absent" },
  deck = { type = "table", required = true, rule = "C-60", doc = "its physical copies, each `{ suit, value }` (suits S H D C, values 2..14)" },
  -- Traits: what the card is, read by the rules and by the computer players.
  range = { type = "number", rule = "C-14", doc = "a weapon: the distance its owner's BANG! cards reach (one weapon in play)" },
  unlimited_bang = { type = "boolean", rule = "C-20", doc = "in play: its owner may play any number of BANG! cards" },
  distance_bonus = { type = "number", rule = "C-13", doc = "in play: others see its owner this much farther (Mustang)" },
  sight_bonus = { type = "number", rule = "C-13", doc = "in play: its owner sees others this much nearer (Scope)" },
  dodge_check = { type = "boolean", rule = "C-22", doc = "in play (a Barrel): when shot at, its owner may draw! once; a Heart cancels the shot" },
  shot = { type = "boolean", rule = "C-20", doc = "a card named BANG!: one per turn, and the card discarded in a Duel or against Indians!" },
  dodge = { type = "boolean", rule = "C-21", doc = "cancels one shot aimed at its player; played only as that answer" },
  saves = { type = "boolean", rule = "C-23", doc = "may be played out of turn at 0 life or below, to regain 1 life (not with two players left, C-24)" },
  draws = { type = "number", rule = "C-26", doc = "playing it draws this many cards (for the computer players; resolve does the drawing)" },
  heals = { type = "number", rule = "C-23", doc = "playing it regains its player this many life (for the computer players; resolve does the healing)" },
  hostile = { type = "boolean", doc = "aimed at a player: noted in the public record the computer players read" },
  harmful = { type = "boolean", doc = "in play it hurts its owner (Jail, Dynamite): taking it away is no attack" },
  -- Hooks: how it is played.
  choices = { type = "function", rule = "C-9", doc = "`choices(g, api, player, card)`: the ways to play it now, each `{ arg, label, args, target, place_on, ... }`; the command is `play <id> <arg>`" },
  resolve = { type = "function", doc = "`resolve(g, api, player, card, choice)`: what playing it does" },
  refuse = { type = "function", doc = "`refuse(g, api, player, words)`: why a typed `play <id> ...` is not allowed, or nil" },
  start_order = { type = "number", rule = "C-7", doc = "the order of start-of-turn checks (Dynamite 1, Jail 2)" },
  on_turn_start = { type = "function", rule = "C-7", doc = "`on_turn_start(g, api, player, card)` at its owner's turn start while in play; return \"skip\" to skip phases 1 and 2" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  ai = { type = "table", doc = "optional hints for the stock computer players: `keep`, `play`, `in_play`, `steals`, `hits`, `contest`, `heals_all`, `explodes`, `damage` (documented at the top of lua/card/bot.lua)" },
}

-- Fields every character script (characters/*.lua) may declare.
schema.character = {
  id = { type = "string", required = true, doc = "the character's id: its file name" },
  life = { type = "number", required = true, rule = "C-3", doc = "the bullets: maximum life (the Sheriff gets one more)" },
  name = { type = "string", required = true, doc = "the printed name, a message id" },
  ability = { type = "string", required = true, doc = "the ability's text, a message id" },
  -- Traits: the same as on cards in play, plus the characters' own.
  dodge_check = schema.card.dodge_check,
  distance_bonus = schema.card.distance_bonus,
  sight_bonus = schema.card.sight_bonus,
  unlimited_bang = schema.card.unlimited_bang,
  check_cards = { type = "number", rule = "C-47", doc = "each draw! flips this many cards and the player picks the one that counts" },
  bang_needs = { type = "number", rule = "C-52", doc = "Missed! effects needed to cancel this player's BANG! cards" },
  substitutes = { type = "table", rule = "C-42", doc = "cards of one trait this player may play as another: `{ dodge = { \"shot\" } }` lets BANG! cards serve as Missed!" },
  draws_from_discard = { type = "boolean", rule = "C-35", doc = "may take the discard pile's top in phase 1: a player eliminated just before this one's turn chooses which of his cards goes on top" },
  on = { type = "handlers", doc = "handlers for the events below, about any seat: `on = { eliminated = function(g, api, ev, owner) ... end }`, or with a timing, `{ run = fn, when = \"card_finished\", survived = true }`" },
  on_own = { type = "handlers", doc = "handlers as in `on`, run only for the events about the character's own seat (`ev.player == owner`): `on_own = { draw_phase = function(g, api, ev, owner) ... end }`" },
  setup = { type = "function", doc = "`setup(g, seat, api)` at set-up, for anything `on` and `on_own` cannot say" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  ai = { type = "table", doc = "optional hints for the stock computer players: `hurt`, `play` (documented at the top of lua/card/bot.lua)" },
}

-- A handler declared in a character's `on` table.
schema.handler = {
  run = { type = "function", required = true, doc = "`run(g, api, ev, owner)`: owner is the character's seat" },
  when = { type = "string", values = { "now", "card_finished" }, rule = "C-53",
           doc = "\"now\" (default), or \"card_finished\": once the card being resolved (with all its answers) has finished, or at once when none is" },
  survived = { type = "boolean", rule = "C-34", doc = "run only if the event's player is still in play (after any Beer that saved them)" },
}

-- The events the rules announce (g:emit) and their fields. Each is about
-- one seat, its `player` (an `on_own` handler hears only its own seat's).
-- Handlers run in seat order, only while their owner is in play, and may
-- change the fields the list says are theirs to change.
schema.events = {
  draw_phase = { rule = "C-8", doc = "phase 1 begins: `{ player, done = false }`; set `done` when the handler drew the cards itself" },
  play_options = { rule = "C-9", doc = "phase 2 lists what `player` may do: `{ player, options }`; add `{ cmd, label, args, run = function(g, api, player, option) end }`" },
  save_options = { rule = "C-34", doc = "`player` is at 0 life or below: `{ player, options }`; add options as for play_options" },
  life_lost = { rule = "C-34", doc = "`{ player, amount, source, cause }`, announced after the lethal-damage check; source: who played the card (nil: nobody, e.g. Dynamite)" },
  hand_emptied = { rule = "C-53", doc = "`{ player }`: the last card left `player`'s hand" },
  eliminated = { rule = "C-35", doc = "`{ player, source, cards }` before the cards are discarded: move what you take out of `cards`' places and it is not discarded" },
  card_finished = { rule = "C-37", doc = "`{ player, card }`: a card (or a start-of-turn check) has finished with all its effects" },
}

return schema
