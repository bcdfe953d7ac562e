-- Paul Regret in solo (S-20): two uncancelled BANG!s in a turn per life.
local base = require "card:characters.paul_regret"
return {
  id = "paul_regret",
  life = base.life,
  name = base.name,
  ability = N_"It takes 2 BANG!s that hit him, from anyone, to make him lose 1 life. Gatling, Indians!, Duel and Dynamite hit him normally.",
  rule = "S-20",
  hits_per_life = 2,
}
