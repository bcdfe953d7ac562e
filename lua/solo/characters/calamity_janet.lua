-- Calamity Janet in solo (S-20): her card-game swap (C-42) in step (c),
-- her BANG!s as Missed! and her Missed!s as BANG!; what changes is the
-- limit: no Volcanic exception, a Missed! fired as a BANG! counts toward it.
local base = require "card:characters.calamity_janet"
return {
  id = "calamity_janet",
  life = base.life,
  name = base.name,
  ability = N_"In step (c) her BANG! cards may be played as Missed! and her Missed! cards as BANG!; her BANG!s follow the weapon's limit, as everyone's do (a Missed! fired as a BANG! counts toward it).",
  rule = "S-20",
  substitutes = base.substitutes,
}
