-- Bart Cassidy in solo (S-20): a face-up card for each life lost.
local base = require "card:characters.bart_cassidy"
return {
  id = "bart_cassidy",
  life = base.life,
  name = base.name,
  ability = N_"Each time he is hit he draws a face-up card; a card of an earlier step sends play back to the blue cards.",
  rule = "S-20",
  draws_when_hit = true,
}
