-- variant.lua: the solo game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run. Its
-- players come from its options (4, or 5 with --advanced harder).
return {
  title = N_"BANG! solo",
  players = { min = 4, max = 5, default = 4 },
  bots = {
    default = "solver",
    kinds = { "solver", "greedy", "random" },
  },
  rules = {
    key = { "S-2", "S-4", "S-5", "S-6", "S-7", "S-9", "S-12" },
    example = "S-4",
  },
  scenario = {
    table = { "deck", "discard", "start", "harder", "easier", "abilities" },
    player = { "inplay", "faceup", "waiting" },
  },
}
