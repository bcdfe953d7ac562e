-- variant.lua: the solo game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run. Its
-- players come from its options (4, or 5 with --advanced harder).
return {
  title = N_"BANG! solo",
  players = { min = 4, max = 5, default = 4 },
  -- One person plays the Sheriff and every Outlaw's turn (S-2).
  one_person = true,
  -- TRANSLATORS: the solo Sheriff's default name, typed in commands
  -- ("play barrel sheriff"): one short word, easy to type.
  names = { NC_("default name", "sheriff"), "o1", "o2", "o3", "o4" },
  -- TRANSLATORS: the solo game's options (S-11, S-20) as its banner names
  -- them: "BANG! solo (harder, abilities), seed 7."
  options = {
    { word = "harder", flag = "advanced", title = NC_("solo option", "harder"), players = 5 },
    { word = "easier", flag = "advanced", title = NC_("solo option", "easier") },
    { word = "abilities", flag = "abilities", title = NC_("solo option", "abilities") },
  },
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
