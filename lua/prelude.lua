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
