-- variant.lua: the dice game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run.
return {
  title = N_"BANG! The Dice Game",
  players = { min = 3, max = 8, default = 5 },
  bots = {
    default = "normal",
    kinds = { "easy", "normal", "hard", "heuristic", "random" },
  },
  scenario = {
    table = { "first", "pile", "rolls", "strict_rolls", "choose_characters", "ask_always" },
    player = { "arrows" },
  },
}
