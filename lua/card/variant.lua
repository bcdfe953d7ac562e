-- variant.lua: the card game's manifest (docs/MODDING.md, "A variant's
-- manifest"): what the command line knows of it before the rules run.
return {
  -- (in context: the card's name BANG! is another text in some languages)
  title = NC_("game", "BANG!"),
  course = N_"BANG!, the card game",
  default = true,
  players = { min = 4, max = 7, default = 5 },
  bots = {
    default = "normal",
    kinds = { "easy", "normal", "hard", "heuristic", "rulebased", "hate", "random" },
  },
  rules = {
    key = { "C-7", "C-8", "C-9", "C-10", "C-11", "C-12", "C-13", "C-14", "C-20", "C-30", "C-34", "C-37" },
    example = "C-20",
  },
  components = { hands = true },
  scenario = {
    table = { "first", "deck", "discard", "start", "choose_characters", "ask_always" },
    player = { "hand", "inplay" },
  },
}
