-- Rose Doolan in solo (S-20): 2 BANG!s before the weapon's.
local base = require "card:characters.rose_doolan"
return {
  id = "rose_doolan",
  life = base.life,
  name = base.name,
  ability = N_"She may fire 2 BANG!s each turn, plus her weapon's number.",
  rule = "S-20",
  base_bangs = 2,
}
