-- El Gringo in solo (S-21): a random face-up card of whoever hit him, per life.
local base = require "card:characters.el_gringo"
return {
  id = "el_gringo",
  life = base.life,
  name = base.name,
  ability = N_"Each time he loses a life, he takes a random face-up card of whoever hit him.",
  rule = "S-21",
  steals_when_hit = true,
}
