-- variant.lua: the card game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run.
return {
  title = N_"BANG!",
  players = { min = 4, max = 7, default = 5 },
  bots = {
    default = "normal",
    kinds = { "easy", "normal", "hard", "heuristic", "rulebased", "hate", "random" },
  },
  scenario = {
    table = { "first", "deck", "discard", "start", "choose_characters", "ask_always" },
    player = { "hand", "inplay" },
  },
}
