-- The deck (C-60): all 80 cards, each named by its value and suit,
-- dealt into four hands of 20 (25 BANG!, 12 Missed!, 6 Beer, ... 20 per suit).
-- Every card listed must exist (the set-up refuses a card not left in the
-- deck), and nothing is left over: the deck is empty, so the Sheriff's phase 1
-- draws nothing (the discard pile is empty too, there is nothing to shuffle).
scenario {
  title = "The deck: the 80 cards of C-60, no more",
  rules = { "C-60", "C-6" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {
      "bang As", "bang 2d", "bang 3d", "bang 4d", "bang 5d", "bang 6d", "bang 7d", "bang 8d",
      "bang 9d", "bang 10d", "bang Jd", "bang Qd", "bang Kd", "bang Ad", "bang 2c", "bang 3c",
      "bang 4c", "bang 5c", "bang 6c", "bang 7c" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {
      "bang 8c", "bang 9c", "bang Qh", "bang Kh", "bang Ah", "missed 10c", "missed Jc",
      "missed Qc", "missed Kc", "missed Ac", "missed 2s", "missed 3s", "missed 4s",
      "missed 5s", "missed 6s", "missed 7s", "missed 8s", "beer 6h", "beer 7h", "beer 8h" } },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {
      "beer 9h", "beer 10h", "beer Jh", "saloon 5h", "stagecoach 9s", "stagecoach 9s",
      "wells_fargo 3h", "general_store 9c", "general_store Qs", "panic Jh", "panic Qh",
      "panic Ah", "panic 8d", "cat_balou Kh", "cat_balou 9d", "cat_balou 10d", "cat_balou Jd",
      "gatling 10h", "indians Kd", "indians Ad" } },
    { "dee", role = "renegade", character = "paul_regret", hand = {
      "duel Qd", "duel Js", "duel 8c", "barrel Qs", "barrel Ks", "mustang 8h", "mustang 9h",
      "scope As", "jail Js", "jail 10s", "jail 4h", "dynamite 2h", "volcanic 10s",
      "volcanic 10c", "schofield Jc", "schofield Qc", "schofield Ks", "remington Kc",
      "rev_carabine Ac", "winchester 8s" } },
  },
}
expect {
  deck_size = 0, discard_size = 0, not_logged = { "C-6" },
  ann = { hand_size = 20 }, bob = { hand_size = 20 }, cy = { hand_size = 20 }, dee = { hand_size = 20 },
  active = "ann", awaiting = "ann", decision = "play",
}
