-- Barrel (C-22): when a BANG!-type attack targets its owner, they may draw!;
-- on a Heart it counts as a Missed! (rules.lua, api.shoot).
return {
  id = "barrel",
  name = N_"Barrel",
  text = N_"When you are shot at, you may draw!: on a Heart the shot misses you, as with a Missed!",
  border = "blue",
  rule = "C-22",
  dodge_check = true,
  deck = { { "S", 12 }, { "S", 13 } },
}
