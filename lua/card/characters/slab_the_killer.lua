-- Slab the Killer (C-52): his BANG! cards need 2 Missed! effects to cancel;
-- each successful Barrel draw! counts as one. Not his Gatling.
return {
  id = "slab_the_killer",
  life = 4,
  name = N_"Slab the Killer",
  ability = N_"Players need two Missed! to cancel your BANG! cards (a successful Barrel counts as one).",
  bang_needs = 2,
}
