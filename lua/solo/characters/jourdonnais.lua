-- Jourdonnais in solo (S-21): a built-in Barrel.
local base = require "card:characters.jourdonnais"
return {
  id = "jourdonnais",
  life = base.life,
  name = base.name,
  ability = N_"He always has a Barrel: each shot at him is checked with a draw!, and a Heart cancels it.",
  rule = "S-21",
  dodge_checks = 1,
}
