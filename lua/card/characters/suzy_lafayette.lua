-- Suzy Lafayette (C-53): whenever her hand becomes empty, in or out of turn,
-- she draws a card (rules.lua checks wherever a card leaves a hand).
return {
  id = "suzy_lafayette",
  life = 4,
  name = N_"Suzy Lafayette",
  ability = N_"As soon as you have no cards in your hand, you draw a card.",
  draws_when_empty = true,
}
