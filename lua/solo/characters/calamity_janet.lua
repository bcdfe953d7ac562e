-- Calamity Janet in solo (S-20): no Volcanic exception, the ordinary limit (RULES.md reads this as her whole solo ability).
local base = require "card:characters.calamity_janet"
return {
  id = "calamity_janet",
  life = base.life,
  name = base.name,
  ability = N_"No special limit: her BANG!s follow the weapon, as everyone's do.",
  rule = "S-20",
}
