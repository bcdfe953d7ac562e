-- Vulture Sam (C-54): takes all cards of every eliminated player into his
-- hand (before the Sheriff's penalty, C-36 ruling).
return {
  id = "vulture_sam",
  life = 4,
  name = N_"Vulture Sam",
  ability = N_"Whenever a character is eliminated, you take all the cards they had in hand and in play into your hand.",
  takes_eliminated_cards = true,
}
