-- The Outlaw card (S-1, S-3): the third Outlaw (with easier, S-11, two of
-- them) shuffled into the deck. Drawn, in any phase, it is set aside, the
-- one who drew it draws another card, and the Outlaw enters play at the
-- start of the next turn. Not a playing card: no suit, no value.
return {
  id = "outlaw",
  name = N_"Outlaw",
  text = N_"An Outlaw waiting in the deck: drawn, he is set aside, another card is drawn instead, and he enters play at the start of the next turn.",
  border = "role",
  rule = "S-3",
  role_card = "outlaw",
  deck = {},
}
