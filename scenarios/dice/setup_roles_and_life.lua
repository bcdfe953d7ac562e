-- Five-player set-up: roles (with a Deputy), character life, the Sheriff's +2, 9 arrows.
scenario {
  title = "Five players: Sheriff +2 life, Deputy role, 9 arrows in the pile",
  rules = { "D-1", "D-2", "D-3", "D-16" },
  game = "dice", seed = 3,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "deputy", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "el_gringo" },
    { "dee", role = "outlaw", character = "jesse_jones" },
    { "eve", role = "renegade", character = "vulture_sam" },
  },
  rolls = { { "arrow", "dynamite", "beer", "gatling", "2" } },
}
-- Life is a plain number (D-16): 9 + 2 = 11 for the Sheriff, no token rounding.
expect {
  ann = { max_life = 11, life = 11, role = "sheriff", character = "paul_regret" },
  bob = { max_life = 8, life = 8, role = "deputy" },
  cy = { max_life = 7, life = 7, role = "outlaw" },
  dee = { max_life = 9, life = 9, role = "outlaw" },
  eve = { max_life = 9, life = 9, role = "renegade" },
  dice = { "arrow", "dynamite", "beer", "gatling", "2" },
  pile = 8, active = "ann", turn = 1, awaiting = "ann", decision = "reroll",
}
expect { ann = { arrows = 1 } }
