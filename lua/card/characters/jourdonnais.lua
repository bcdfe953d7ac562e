-- Jourdonnais (C-45): a virtual Barrel; with a real one he may draw! twice
-- before playing Missed! (api.shoot counts both).
return {
  id = "jourdonnais",
  life = 4,
  name = N_"Jourdonnais",
  ability = N_"You always have a Barrel: when shot at, you may draw! and a Heart misses you. With a real Barrel you may draw! twice.",
  dodge_check = true,
}
