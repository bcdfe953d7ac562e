-- Set-up with four players: the roles are Sheriff, Renegade and two Outlaws
-- (three are given, so dee must be the Sheriff); the Sheriff has one more life
-- than his character; everyone is dealt as many cards as their life; the
-- Sheriff plays first and draws two cards. 80 cards in all.
scenario {
  title = "Four players: roles, life, starting hands, the Sheriff first",
  rules = { "C-1", "C-3", "C-4", "C-5", "C-6", "C-8" },
  game = "card", seed = 7,
  players = {
    { "ann", role = "outlaw", character = "el_gringo" },
    { "bob", role = "renegade", character = "paul_regret" },
    { "cy", role = "outlaw", character = "lucky_duke" },
    { "dee", character = "sid_ketchum" },
  },
}
expect {
  dee = { role = "sheriff", life = 5, max_life = 5, hand_size = 5 + 2 },
  ann = { life = 3, max_life = 3, hand_size = 3 },
  bob = { life = 3, max_life = 3, hand_size = 3 },
  cy = { life = 4, max_life = 4, hand_size = 4 },
  deck_size = 80 - (3 + 3 + 4 + 5) - 2, discard_size = 0,
  active = "dee", turn = 1, awaiting = "dee", decision = "play",
}
