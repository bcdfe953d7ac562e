-- bob_beta.lua: a test mod's character (tests/mod_domains.sh) whose
-- ability and rule are the same English text as domain_alpha's, translated
-- otherwise in this mod's catalog.
return {
  id = "bob_beta", life = 8,
  name = N_"Bob Beta",
  ability = N_"Shoots twice.",
  rules = { ["BB-1"] = N_"Shoots twice." },
}
