-- Vulture Sam in solo (S-21): the eliminated character's cards.
local base = require "card:characters.vulture_sam"
return {
  id = "vulture_sam",
  life = base.life,
  name = base.name,
  ability = N_"When a character is eliminated, their face-up cards and cards in play become his face-up cards.",
  rule = "S-21",
  inherits = true,
}
