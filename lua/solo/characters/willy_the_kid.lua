-- Willy the Kid in solo (S-20): no BANG! limit.
local base = require "card:characters.willy_the_kid"
return {
  id = "willy_the_kid",
  life = base.life,
  name = base.name,
  ability = N_"He may fire any number of BANG!s; weapons add nothing for him.",
  rule = "S-20",
  unlimited_bangs = true,
}
