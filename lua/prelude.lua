-- prelude.lua: the library every script shares, loaded first into each
-- game's sandbox. It returns a table: the C loader makes it the read-only
-- global `prelude` (prelude.shuffle, prelude.ask, ...) and also offers its
-- N_, NC_ and NP_ as read-only globals, so that every card, character,
-- rules and bot script runs in an environment of its own in which nothing
-- shared can be changed, and assigning an undeclared global is an error.
--
-- Text is data until shown (DESIGN property 5): scripts never translate.
-- N_("text") marks an English message id for extraction (xgettext -k N_)
-- and returns it unchanged; NC_("context", "text") does the same for a
-- message that needs a context (the Beer card and the Beer die face) and
-- returns "context\4text", the form gettext itself uses; NP_ marks a
-- message with plural forms. The C front end translates ids when it
-- renders them.

local prelude = {}

local function N_(text) return text end
prelude.N_ = N_
function prelude.NC_(context, text) return context .. "\4" .. text end
-- NP_(singular, plural): a message whose form depends on its {n} argument
-- (ngettext); travels as "singular\1plural".
function prelude.NP_(singular, plural) return singular .. "\1" .. plural end

-- Thrown (as the error value) to unwind out of the rules when the game ends.
prelude.GAME_OVER = setmetatable({}, { __tostring = function() return "game over" end })

-- Shallow copy of an array.
function prelude.copy(list)
  local out = {}
  for i = 1, #list do out[i] = list[i] end
  return out
end

-- Fisher-Yates shuffle with the game's RNG: for i = #list down to 2, swap
-- list[i] with list[g:random(i)]. g:shuffle does that loop in C (one call,
-- not one per element), drawing the same numbers.
function prelude.shuffle(g, list)
  return g:shuffle(list)
end

-- A refusal for a command that fits no option (rules.refuse): one example
-- command per verb the decision accepts, or nil if it offers none.
function prelude.examples_reason(decision)
  local seen, list = {}, {}
  for _, option in ipairs(decision.options or {}) do
    local verb = (option.cmd or ""):match("^(%S+)")
    if verb and not seen[verb] then
      seen[verb] = true
      list[#list + 1] = option.cmd
    end
  end
  if not list[1] then return nil end
  return { id = N_"That is not one of the options here: type for example {commands}.",
           args = { commands = table.concat(list, "\n") } }
end

-- The seat of the player called name (any case), or nil.
function prelude.seat_named(g, name)
  if not name then return nil end
  name = name:lower()
  for q = 1, g:players() do
    if g:name(q):lower() == name then return q end
  end
  return nil
end

function prelude.contains(list, value)
  for i = 1, #list do if list[i] == value then return true end end
  return false
end

-- Ask player a Decision and return the chosen option table. options is an
-- array of { cmd = "shoot bob", label = N_"...", args = {...}, ... }.
-- One decision table serves every question, filled anew each time:
-- g:decide reads it only until it is answered, and decisions come one at a
-- time, so simulations make no table per question.
local decision = { player = false, kind = false, prompt = false, args = false, options = false }

function prelude.ask(g, player, kind, prompt, args, options)
  decision.player, decision.kind, decision.prompt = player, kind, prompt
  decision.args, decision.options = args, options
  local _, option = g:decide(decision)
  return option
end

-- ---- what every BANG! game shares -------------------------------------------

-- The seats still in play, in order, and each one's place in that list.
-- Kept in cache (a rules state table) until cache.alive is set to nil,
-- which the rules do whenever someone is eliminated; callers must not
-- change the list.
function prelude.seats_in_play(g, cache)
  local list = cache.alive
  if list then return list, cache.alive_index end
  list = {}
  for p = 1, g:players() do if g:alive(p) then list[#list + 1] = p end end
  local index = {}
  for i, p in ipairs(list) do index[p] = i end
  cache.alive, cache.alive_index = list, index
  return list, index
end

-- The next seat clockwise still in play (p itself if nobody else is).
function prelude.next_in_play(g, p)
  local n = g:players()
  for k = 1, n do
    local q = (p - 1 + k) % n + 1
    if g:alive(q) then return q end
  end
  return p
end

local function remove_one(list, value)
  for i = 1, #list do
    if list[i] == value then table.remove(list, i) return true end
  end
  return false
end

-- Deal the roles of role_set and the characters at random, except what a
-- scenario preset (g:preset(p).role / .character). Returns the presets and,
-- per seat, the role and the character table. With `choices` (a number: the
-- "choose a character" variant, bang_setup.choose_characters) each seat
-- gets instead a list of up to that many character tables to choose from
-- (dealt one round at a time, so each seat gets at least one; a preset
-- character alone).
--
-- The lists it works on and the three it returns are kept for the next
-- deal (one game at a time per Lua state: the rules may read what it
-- returns until the next game's set-up deals again), each filled anew, so
-- a deal makes no table but g:preset's. The characters' ids are listed
-- once per characters table and copied from that list (a plain loop: the
-- sandbox's table.move costs more for a list this short); the roles and
-- ids are dealt from the end of their shuffled lists by counting down, as
-- table.remove took them.
local ROLES, IDS, PRESETS, DEALT_ROLES, DEALT_CHARACTERS = {}, {}, {}, {}, {}
local ids_of, ids_base -- the characters table last dealt from, and its ids in order

function prelude.deal_roles_and_characters(g, role_set, characters, choices)
  local n = g:players()
  local roles, nroles = ROLES, #role_set
  for i = 1, nroles do roles[i] = role_set[i] end
  for i = nroles + 1, #roles do roles[i] = nil end
  if ids_of ~= characters then
    ids_base = {}
    for i, c in ipairs(characters) do ids_base[i] = c.id end
    ids_of = characters
  end
  local ids, nids = IDS, #ids_base
  for i = 1, nids do ids[i] = ids_base[i] end
  for i = nids + 1, #ids do ids[i] = nil end
  local presets = PRESETS
  for p = n + 1, #presets do presets[p] = nil end
  for p = 1, n do
    presets[p] = g:preset(p)
    local role, id = presets[p].role, presets[p].character
    if role and not remove_one(roles, role) then
      error(string.format("role '%s' is not available for %d players", role, n), 0)
    end
    if id and not remove_one(ids, id) then
      error(string.format("unknown or repeated character '%s'", id), 0)
    end
  end
  prelude.shuffle(g, roles)
  prelude.shuffle(g, ids)
  nroles, nids = #roles, #ids
  local dealt_roles, dealt_characters = DEALT_ROLES, DEALT_CHARACTERS
  for p = n + 1, #dealt_roles do dealt_roles[p] = nil end
  for p = n + 1, #dealt_characters do dealt_characters[p] = nil end
  for p = 1, n do
    local preset = presets[p]
    local role = preset.role
    if not role and nroles > 0 then role, nroles = roles[nroles], nroles - 1 end
    dealt_roles[p] = role
    if not choices then
      local id = preset.character
      if not id and nids > 0 then id, nids = ids[nids], nids - 1 end
      dealt_characters[p] = characters[id]
    else
      dealt_characters[p] = { characters[preset.character] }
    end
  end
  for _ = 1, choices or 0 do
    for p = 1, n do
      local id = nil
      if not presets[p].character and nids > 0 then id, nids = ids[nids], nids - 1 end
      if id then dealt_characters[p][#dealt_characters[p] + 1] = characters[id] end
    end
  end
  return presets, dealt_roles, dealt_characters
end

-- The "choose a character" variant: player p picks one of the character
-- tables in list (a decision of kind "character", each option's command the
-- character's id), unless there is only one. Returns the table chosen.
function prelude.choose_character(g, p, list)
  if #list == 1 then return list[1] end
  local options = {}
  for i, c in ipairs(list) do
    options[i] = { cmd = c.id, label = N_"Play as {character}", args = { character = c.name },
                   character = c.id, life = c.life }
  end
  local index = g:decide { player = p, kind = "character", prompt = N_"Choose your character.",
                          options = options }
  return list[index]
end

-- Play turns from seat `first` clockwise until the game ends: turn(g, p)
-- plays one turn and may end it early by raising turn_over. Returns when
-- g:finish has raised GAME_OVER; any other error goes on up. next_seat
-- (optional) is the rules' own prelude.next_in_play. on_turn(g, p), if
-- given, runs before each turn.
--
-- The turns run inside one pcall, not one each (a pcall per turn was a
-- good part of a simulated dice turn): a turn ended early unwinds out of
-- the loop, which starts again at the next seat, counting on from where it
-- was. The game's methods are looked up once, not at every turn.
function prelude.play_turns(g, first, turn_over, turn, rule, on_turn, next_seat)
  local next_in_play = next_seat or prelude.next_in_play
  local set_turn = g.set_turn
  local logging = g:logging() -- (read once, as the rules read it: the front end sets it before play)
  local p, n = first, 0
  local function loop()
    while true do
      n = n + 1
      set_turn(g, n, p) -- (and p the active player)
      if logging then g:log(rule, N_"Turn {n}: {player} plays.", { n = n, player = p }) end
      if on_turn then on_turn(g, p) end
      turn(g, p)
      p = next_in_play(g, p)
    end
  end
  while true do
    local _, err = pcall(loop) -- (loop never returns: it ends with an error)
    if err == prelude.GAME_OVER then return end
    if err ~= turn_over then error(err, 0) end
    p = next_in_play(g, p)
  end
end

-- ---- the declared vocabulary (each variant's schema.lua) -------------------

-- Edit distance between two short names, for "did you mean" hints.
local function distance(a, b)
  local prev = {}
  for j = 0, #b do prev[j] = j end
  for i = 1, #a do
    local row = { [0] = i }
    for j = 1, #b do
      local cost = a:byte(i) == b:byte(j) and 0 or 1
      row[j] = math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
    end
    prev = row
  end
  return prev[#b]
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  return keys
end

local function unknown(what, name, known)
  local best, best_d
  for _, k in ipairs(sorted_keys(known)) do
    local d = distance(name, k)
    if d <= 2 and (not best_d or d < best_d) then best, best_d = k, d end
  end
  if best then return string.format("unknown %s '%s' (did you mean '%s'?)", what, name, best) end
  return string.format("unknown %s '%s'", what, name)
end

-- Check the fields of t against specs (a schema table); path prefixes the
-- field named in a complaint. Returns nil, or the field and the complaint.
local check_fields

local function check_value(schema, spec, value, path)
  if spec.type == "handlers" then
    if type(value) ~= "table" then
      return path, string.format("'%s' must be a table of event handlers, not a %s", path, type(value))
    end
    for _, event in ipairs(sorted_keys(value)) do
      local field = path .. "." .. tostring(event)
      if type(event) ~= "string" or not schema.events[event] then
        return field, unknown("event", tostring(event), schema.events)
      end
      local handler = value[event]
      if type(handler) == "table" then
        local f, why = check_fields(schema, schema.handler, handler, field)
        if f then return f, why end
      elseif type(handler) ~= "function" then
        return field, string.format("the handler for '%s' must be a function or { run = function ... }, not a %s",
                                    event, type(handler))
      end
    end
    return nil
  end
  if type(value) ~= spec.type then
    return path, string.format("'%s' must be a %s, not a %s", path, spec.type, type(value))
  end
  if spec.values and not prelude.contains(spec.values, value) then
    return path, string.format("'%s' must be one of: %s", path, table.concat(spec.values, ", "))
  end
  if spec.fields then -- a table with declared fields of its own
    return check_fields(schema, spec.fields, value, path)
  end
  if spec.items then -- a list: 1..n, each of that type
    local n = #value
    for _, k in ipairs(sorted_keys(value)) do
      if math.type(k) ~= "integer" or k < 1 or k > n then
        return path, string.format("'%s' must be a list, not have the key '%s'", path, tostring(k))
      end
    end
    for i = 1, n do
      if type(value[i]) ~= spec.items then
        return path, string.format("'%s[%d]' must be a %s, not a %s", path, i, spec.items, type(value[i]))
      end
    end
  end
  return nil
end

check_fields = function(schema, specs, t, prefix)
  for _, name in ipairs(sorted_keys(t)) do
    local path = prefix and (prefix .. "." .. tostring(name)) or tostring(name)
    local spec = type(name) == "string" and specs[name]
    if not spec then return path, unknown("field", tostring(name), specs) end
    local field, why = check_value(schema, spec, t[name], path)
    if field then return field, why end
  end
  for _, name in ipairs(sorted_keys(specs)) do
    if specs[name].required and t[name] == nil then
      local path = prefix and (prefix .. "." .. name) or name
      return path, string.format("missing field '%s'", path)
    end
  end
  return nil
end

-- Is a script of this kind ("card", "character") as the schema declares?
-- nil if so, else the offending field (a dotted path) and the complaint.
function prelude.check_script(schema, kind, script)
  local specs = schema[kind]
  if not specs then return nil end
  return check_fields(schema, specs, script, nil)
end

return prelude
