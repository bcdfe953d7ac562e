-- Lucky Duke in solo (S-21): two cards for each draw!.
local base = require "card:characters.lucky_duke"
return {
  id = "lucky_duke",
  life = base.life,
  name = base.name,
  ability = N_"Each draw! flips two cards and one is chosen (by the player, to the Sheriff's advantage).",
  rule = "S-21",
  check_cards = 2,
}
