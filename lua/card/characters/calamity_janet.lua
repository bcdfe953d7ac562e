-- Calamity Janet (C-42): BANG! as Missed! and Missed! as BANG! (also in a
-- Duel and against Indians!). rules.lua reads the two fields.
return {
  id = "calamity_janet",
  life = 4,
  name = N_"Calamity Janet",
  ability = N_"You may play BANG! cards as Missed! and Missed! cards as BANG! (a Missed! played as BANG! counts toward your one BANG! per turn).",
  bang_as_missed = true,
  missed_as_bang = true,
}
