-- Slab the Killer in solo (S-21): two Missed! per BANG!.
local base = require "card:characters.slab_the_killer"
return {
  id = "slab_the_killer",
  life = base.life,
  name = base.name,
  ability = N_"His BANG!s need two Missed! to be cancelled.",
  rule = "S-21",
  bang_needs = 2,
}
