-- schema.lua: the declared vocabulary of BANG! The Dice Game: the fields a
-- character script may declare. The C loader checks every script in
-- characters/ against it (prelude.check_script), so a misspelt field stops
-- the game with the file, the line and the field. The events a character's
-- setup may listen to are schema.events: g:on and g:on_own refuse any other
-- name, with the line that wrote it (levents.c).

local schema = {}

schema.character = {
  id = { type = "string", required = true, doc = "the character's id: its file name" },
  life = { type = "number", required = true, rule = "D-2", doc = "the bullets: maximum life (the Sheriff gets two more)" },
  name = { type = "string", required = true, doc = "the printed name, a message id" },
  ability = { type = "string", required = true, doc = "the ability's text, a message id" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  setup = { type = "function", doc = "`setup(g, seat, api)` at set-up: register handlers with g:on_own(event, seat, fn) (its own seat's events) or g:on(event, seat, fn) (every seat's)" },
}

-- The events the rules announce (g:emit) and their fields. Each is about one
-- seat, its first field (`victim` for before_damage): a g:on_own handler
-- hears only its own seat's, a g:on handler every seat's. Handlers change
-- the fields the doc says are theirs; the rules reuse an event's table for
-- the next event of that name (every field set anew), so a handler neither
-- keeps it nor adds fields of its own.
schema.events = {
  turn_start = { rule = "D-4", doc = "`{ player }`: the player's turn begins, before the first roll" },
  reroll_limit = { rule = "D-5", doc = "`{ player, rerolls = 2 }`: how many rerolls the player has this turn (Lucky Duke)" },
  can_reroll_dynamite = { rule = "D-6", doc = "`{ player, allowed = false }`: whether Dynamite may be rerolled (Black Jack)" },
  shot_distances = { rule = "D-11", doc = "`{ player, face, distances = {[d] = true}, in_play }`: the distances a Bull's Eye face reaches, once per face a volley needs, not once per die" },
  before_shots = { rule = "D-10", doc = "`{ player, shots = {{die, face, target, amount}}, beers }`: the shots about to be taken; `beers` is the very list of dice the Beers resolve from next, so a die taken out of it is spent (Slab the Killer)" },
  before_damage = { rule = "D-2", doc = "`{ victim, amount, cause, source }`: damage about to be taken; cause \"shot\", \"gatling\", \"indians\" or \"dynamite\"; set `amount` (Paul Regret, Jourdonnais)" },
  life_lost = { rule = "D-2", doc = "`{ player, amount, cause, source }`: after life was lost (El Gringo, Pedro Ramirez)" },
  eliminated = { rule = "D-14", doc = "`{ player, source }`: the player is out of the game (Vulture Sam)" },
  beer = { rule = "D-12", doc = "`{ player, target, amount = 1, start_life }`: a Beer about to heal its target (Jesse Jones)" },
  gatling_dice = { rule = "D-13", doc = "`{ player, count }`: the Gatling dice the roll ended with (Kit Carlson)" },
  gatling_threshold = { rule = "D-13", doc = "`{ player, count, needed = 3 }`: the Gatling dice needed to fire (Willy the Kid)" },
  turn_end = { rule = "D-10", doc = "`{ player, faces }`: the turn's dice are resolved (Suzy Lafayette)" },
}

return schema
