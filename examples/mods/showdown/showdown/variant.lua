-- variant.lua: the manifest of Showdown, a toy game that the example mod
-- "showdown" brings whole (docs/MODDING.md, "A new game in a mod"): no C
-- knows it, and every subcommand plays it (tests/toy_variant.sh).
return {
  title = N_"Showdown",
  players = { min = 2, max = 6, default = 3 },
  bots = { default = "hard", kinds = { "hard", "random" } },
  verbs = { NC_("command", "load"), NC_("command", "shoot") },
  rules = { key = { "SD-1", "SD-2", "SD-3", "SD-4", "SD-5" }, example = "SD-3" },
  -- --advanced loaded: every gun starts with a bullet (SD-1)
  options = { { word = "loaded", flag = "advanced", title = N_"loaded guns" } },
  scenario = { player = { "bullets" } }, -- a player's bullets at the start (g:preset(p).bullets)
  components = {
    counters = { { id = "bullets", title = N_"Bullets" } },
  },
}
