-- The Renegade card (S-11, harder): a fourth Outlaw in every respect,
-- shuffled into the deck like the Outlaw card.
return {
  id = "renegade",
  name = N_"Renegade",
  text = N_"The harder game: the Renegade waits in the deck and plays as a fourth Outlaw in every respect.",
  border = "role",
  rule = "S-11",
  role_card = "renegade",
  deck = {},
}
