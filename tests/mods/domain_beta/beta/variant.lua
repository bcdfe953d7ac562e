-- variant.lua: a test mod's game (tests/mod_domains.sh) whose title, verb
-- and counter are the same English texts as domain_alpha's game, translated
-- otherwise in this mod's catalog.
return {
  title = N_"Standoff",
  players = { min = 2, max = 2, default = 2 },
  bots = { default = "random", kinds = { "random" } },
  verbs = { NC_("command", "aim") },
  components = { counters = { { id = "shots", title = N_"Shots" } } },
}
