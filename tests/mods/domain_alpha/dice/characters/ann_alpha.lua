-- ann_alpha.lua: a test mod's character (tests/mod_domains.sh) whose
-- ability and rule are the same English text as domain_beta's, translated
-- otherwise in this mod's catalog.
return {
  id = "ann_alpha", life = 8,
  name = N_"Ann Alpha",
  ability = N_"Shoots twice.",
  rules = { ["AA-1"] = N_"Shoots twice." },
}
