-- Calamity Janet (C-42): her BANG! cards (trait `shot`) serve as Missed!
-- (`dodge`) and her Missed! cards as BANG!, also in a Duel and against
-- Indians!; a Missed! played as BANG! counts toward the one BANG! per turn.
return {
  id = "calamity_janet",
  life = 4,
  name = N_"Calamity Janet",
  ability = N_"You may play BANG! cards as Missed! and Missed! cards as BANG! (a Missed! played as BANG! counts toward your one BANG! per turn).",
  substitutes = { dodge = { "shot" }, shot = { "dodge" } },
}
