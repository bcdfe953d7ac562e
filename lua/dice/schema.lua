-- schema.lua: the declared vocabulary of BANG! The Dice Game: the fields a
-- character script may declare. The C loader checks every script in
-- characters/ against it (prelude.check_script), so a misspelt field stops
-- the game with the file, the line and the field. The events a character's
-- setup may listen to (g:on, g:on_own) are listed at the top of rules.lua.

local schema = {}

schema.character = {
  id = { type = "string", required = true, doc = "the character's id: its file name" },
  life = { type = "number", required = true, rule = "D-2", doc = "the bullets: maximum life (the Sheriff gets two more)" },
  name = { type = "string", required = true, doc = "the printed name, a message id" },
  ability = { type = "string", required = true, doc = "the ability's text, a message id" },
  rules = { type = "table", doc = "rules of its own, shown by `rules`, `explain` and `--explain`: `{ [\"BS-1\"] = N_\"Belle Starr: ...\" }` (an id: capitals, a dash, a number, not one the game has already); cite them as any rule" },
  setup = { type = "function", doc = "`setup(g, seat, api)` at set-up: register handlers with g:on_own(event, seat, fn) (its own seat's events) or g:on(event, seat, fn) (every seat's)" },
}

return schema
