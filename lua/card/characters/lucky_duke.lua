-- Lucky Duke (C-47): every draw! flips 2 cards and he picks the one that
-- counts (api.draw_check, decision draw_check, 'pick <card>').
return {
  id = "lucky_duke",
  life = 4,
  name = N_"Lucky Duke",
  ability = N_"Each time you draw!, you flip the top two cards and choose which one counts.",
  check_cards = 2,
}
