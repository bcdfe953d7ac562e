-- schema.lua: the declared vocabulary of the solo variant (rule ids
-- S-: `bang rules S-`): every field a card or character script under lua/solo may
-- declare. The C loader checks each script against it, as for the card
-- game (lua/card/schema.lua); docs/MODDING.md explains the hooks.
--
-- Solo cards reuse the card game's data (name, copies, weapon number):
-- a script starts with `local base = require "card:cards.bang"`. What a
-- card does in solo lives in its solo script: `uses` lists the ways it can
-- be played now (an empty list: it cannot, and is discarded, S-4) and
-- `resolve` does it, both through the board (rules/board.lua) so that the
-- solver can play them on its own copies.

local schema = {}

schema.card = {
  id = { type = "string", required = true, doc = "the card's id: its file name and the word in commands (`play <id> ...`)" },
  name = { type = "string", required = true, doc = "the printed name, a message id" },
  text = { type = "string", required = true, doc = "what the card does in solo, a message id" },
  border = { type = "string", required = true, values = { "brown", "blue", "role" }, rule = "S-4",
             doc = "brown or blue as printed; role: an Outlaw card shuffled into the deck (S-1, S-3)" },
  rule = { type = "string", doc = "the rule id cited when it is played (`bang rules ID`)" },
  deck = { type = "table", required = true, rule = "S-1", doc = "its physical copies, `{ suit, value }` (the card game's list; empty for role cards)" },
  sub = { type = "string", values = { "a", "b", "c", "d" }, rule = "S-4",
          doc = "the step of phase 4 it is played in: a blue, b brown, c BANG! and Missed!, d Beer" },
  weapon = { type = "number", rule = "S-5", doc = "a weapon: the BANG!s it adds to the one a character may fire each turn" },
  shot = { type = "boolean", rule = "S-6", doc = "a BANG!: fired in step (c), and what answers a Duel or Indians!" },
  dodge = { type = "boolean", rule = "S-6", doc = "a Missed!: cancels one shot at its owner, never played on its own" },
  heals = { type = "number", rule = "S-7", doc = "playing it gives its owner this much life (for the computer players; resolve heals)" },
  dodge_check = { type = "boolean", rule = "C-22", doc = "in play (a Barrel): a draw! for each shot at its owner; a Heart cancels it" },
  explodes = { type = "boolean", rule = "S-10", doc = "in play (the Dynamite): checked in phase 1, explodes on a Spade 2-9, else passes clockwise" },
  jails = { type = "boolean", rule = "S-10", doc = "in play (a Jail): checked in phase 2; unless a Heart, no cards this turn" },
  harmful = { type = "boolean", doc = "in play it hurts its owner (Jail, Dynamite)" },
  role_card = { type = "string", values = { "outlaw", "renegade" }, rule = "S-3", doc = "an Outlaw card: drawn, it is set aside and its Outlaw enters next turn" },
  uses = { type = "function", doc = "`uses(b, api, seat, id)`: the ways to play it now, each `{ target, item, random, label }`; empty: it cannot be played" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  resolve = { type = "function", doc = "`resolve(b, api, seat, id, use)`: what playing it does (the card has already left the face-up cards)" },
}

schema.character = {
  id = { type = "string", required = true, doc = "the character's id: its file name" },
  life = { type = "number", required = true, rule = "S-1", doc = "the bullets (the Sheriff gets one more)" },
  name = { type = "string", required = true, doc = "the printed name, a message id" },
  ability = { type = "string", required = true, doc = "the ability in solo, a message id (in use with the advanced characters only, S-20)" },
  rule = { type = "string", values = { "S-20", "S-21" }, doc = "the rule that gives its solo ability (`bang rules S-20`)" },
  -- Traits, read by the rules only when the abilities are in use.
  base_bangs = { type = "number", rule = "S-20", doc = "BANG!s allowed each turn before the weapon's (Rose Doolan 2)" },
  unlimited_bangs = { type = "boolean", rule = "S-20", doc = "any number of BANG!s; weapons add nothing (Willy the Kid)" },
  hits_per_life = { type = "number", rule = "S-20", doc = "uncancelled BANG!s it takes to lose 1 life (Paul Regret 2)" },
  dodge_checks = { type = "number", rule = "S-21", doc = "a built-in Barrel: draws! for each shot (Jourdonnais 1)" },
  check_cards = { type = "number", rule = "S-21", doc = "each draw! flips this many cards and the player picks (Lucky Duke 2)" },
  bang_needs = { type = "number", rule = "S-21", doc = "Missed! needed to cancel its BANG! (Slab the Killer 2)" },
  substitutes = { type = "table", rule = "S-20", doc = "in step (c), face-up cards of one trait it may play as another: `{ dodge = { \"shot\" }, shot = { \"dodge\" } }` (Calamity Janet: BANG! as Missed!, Missed! as BANG!, within the BANG! limit)" },
  draws_when_hit = { type = "boolean", rule = "S-20", doc = "draws a face-up card each time it is hit (Bart Cassidy)" },
  steals_when_hit = { type = "boolean", rule = "S-21", doc = "takes a random face-up card of whoever hit it (El Gringo)" },
  draws_when_empty = { type = "boolean", rule = "S-20", doc = "draws a card when its last face-up card is played or taken (Suzy Lafayette)" },
  inherits = { type = "boolean", rule = "S-21", doc = "an eliminated character's cards become its face-up cards (Vulture Sam)" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  heal_discards = { type = "number", rule = "S-21", doc = "may discard this many face-up cards to regain 1 life in phase 4 (Sid Ketchum 2)" },
}

return schema
