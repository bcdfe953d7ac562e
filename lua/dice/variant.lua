-- variant.lua: the dice game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run.
return {
  title = N_"BANG! The Dice Game",
  players = { min = 3, max = 8, default = 5 },
  bots = {
    default = "normal",
    kinds = { "easy", "normal", "hard", "heuristic", "random" },
  },
  rules = {
    key = { "D-5", "D-6", "D-7", "D-8", "D-9", "D-10", "D-11", "D-12", "D-13", "D-15" },
    example = "D-9",
  },
  components = {
    counters = { { id = "arrows", title = N_"Arrows", pile = N_"Arrows in the pile: {n}" } },
  },
  scenario = {
    default = true,
    table = { "first", "pile", "rolls", "strict_rolls", "choose_characters", "ask_always" },
    player = { "arrows" },
  },
}
