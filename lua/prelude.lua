-- prelude.lua: helpers every rules script can use; loaded first into each
-- game's sandbox.
--
-- Text is data until shown (DESIGN property 5): scripts never translate.
-- N_("text") marks an English message id for extraction (xgettext -k N_)
-- and returns it unchanged; NC_("context", "text") does the same for a
-- message that needs a context (the Beer card and the Beer die face) and
-- returns "context\4text", the form gettext itself uses; NP_ marks a
-- message with plural forms. The C front end translates ids when it
-- renders them.

function N_(text) return text end
function NC_(context, text) return context .. "\4" .. text end
-- NP_(singular, plural): a message whose form depends on its {n} argument
-- (ngettext); travels as "singular\1plural".
function NP_(singular, plural) return singular .. "\1" .. plural end

-- Thrown (as the error value) to unwind out of the rules when the game ends.
GAME_OVER = setmetatable({}, { __tostring = function() return "game over" end })

-- Shallow copy of an array.
function copy(list)
  local out = {}
  for i = 1, #list do out[i] = list[i] end
  return out
end

-- Fisher-Yates shuffle with the game's RNG (g:random).
function shuffle(g, list)
  for i = #list, 2, -1 do
    local j = g:random(i)
    list[i], list[j] = list[j], list[i]
  end
  return list
end

function contains(list, value)
  for i = 1, #list do if list[i] == value then return true end end
  return false
end

-- Ask player a Decision and return the chosen option table. options is an
-- array of { cmd = "shoot bob", label = N_"...", args = {...}, ... }.
function ask(g, player, kind, prompt, args, options)
  local _, option = g:decide { player = player, kind = kind, prompt = prompt,
                               args = args, options = options }
  return option
end

-- ---- what every BANG! game shares -------------------------------------------

-- The seats still in play, in order, and each one's place in that list.
-- Kept in cache (a rules state table) until cache.alive is set to nil,
-- which the rules do whenever someone is eliminated; callers must not
-- change the list.
function seats_in_play(g, cache)
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
function next_in_play(g, p)
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
-- per seat, the role and the character table.
function deal_roles_and_characters(g, role_set, characters)
  local n = g:players()
  local roles = copy(role_set)
  local ids = {}
  for i, c in ipairs(characters) do ids[i] = c.id end
  local presets = {}
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
  shuffle(g, roles)
  shuffle(g, ids)
  local dealt_roles, dealt_characters = {}, {}
  for p = 1, n do
    dealt_roles[p] = presets[p].role or table.remove(roles)
    dealt_characters[p] = characters[presets[p].character or table.remove(ids)]
  end
  return presets, dealt_roles, dealt_characters
end

-- Play turns from seat `first` clockwise until the game ends: turn(g, p)
-- plays one turn and may end it early by raising turn_over. Returns when
-- g:finish has raised GAME_OVER; any other error goes on up.
function play_turns(g, first, turn_over, turn, rule, on_turn)
  local function loop()
    local p, n = first, 0
    while true do
      n = n + 1
      g:set_turn(n)
      g:set_active(p)
      if g:logging() then g:log(rule, N_"Turn {n}: {player} plays.", { n = n, player = p }) end
      if on_turn then on_turn(g, p) end
      local ok, err = pcall(turn, g, p)
      if not ok and err ~= turn_over then error(err, 0) end
      p = next_in_play(g, p)
    end
  end
  local ok, err = pcall(loop)
  if not ok and err ~= GAME_OVER then error(err, 0) end
end
