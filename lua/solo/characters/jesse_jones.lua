-- Jesse Jones in solo (S-21): changes the card game's draw, which solo lacks: no effect.
local base = require "card:characters.jesse_jones"
return {
  id = "jesse_jones",
  life = base.life,
  name = base.name,
  ability = N_"His ability changes the card game's phase 1 draw, which solo does not have: no effect.",
  rule = "S-21",
}
