-- Suzy Lafayette in solo (S-20): a new face-up card when she runs out.
local base = require "card:characters.suzy_lafayette"
return {
  id = "suzy_lafayette",
  life = base.life,
  name = base.name,
  ability = N_"As soon as her last face-up card is played or taken, she draws one; a card of an earlier step sends play back to the blue cards.",
  rule = "S-20",
  draws_when_empty = true,
}
