-- Sid Ketchum in solo (S-21): two face-up cards for a life.
local base = require "card:characters.sid_ketchum"
return {
  id = "sid_ketchum",
  life = base.life,
  name = base.name,
  ability = N_"In phase 4 he may discard two face-up cards to regain 1 life.",
  rule = "S-21",
  heal_discards = 2,
}
