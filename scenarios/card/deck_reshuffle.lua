-- The deck runs out: all cards are in hands but three in the discard pile.
-- When the Sheriff must draw, the discard pile is shuffled into a new deck
-- and he draws two of its three cards.
scenario {
  title = "An empty deck is remade from the discard pile",
  rules = { "C-6", "C-8" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {
      "bang As", "bang 2d", "bang 3d", "bang 4d", "bang 5d", "bang 6d", "bang 7d", "bang 8d",
      "bang 9d", "bang 10d", "bang Jd", "bang Qd", "bang Kd", "bang Ad", "bang 2c", "bang 3c",
      "bang 4c", "bang 6c", "bang 7c", "bang 8c" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {
      "bang 9c", "bang Qh", "bang Kh", "bang Ah", "missed 10c", "missed Jc", "missed Qc",
      "missed Kc", "missed Ac", "missed 3s", "missed 4s", "missed 5s", "missed 6s",
      "missed 7s", "missed 8s", "beer 7h", "beer 8h", "beer 9h", "beer 10h", "beer Jh" } },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {
      "saloon 5h", "stagecoach 9s", "stagecoach 9s", "wells_fargo 3h", "general_store 9c",
      "general_store Qs", "panic Jh", "panic Qh", "panic Ah", "panic 8d", "cat_balou Kh",
      "cat_balou 9d", "cat_balou 10d", "cat_balou Jd", "gatling 10h", "indians Kd",
      "indians Ad", "duel Qd", "duel Js", "duel 8c" } },
    { "dee", role = "renegade", character = "paul_regret", hand = {
      "barrel Qs", "barrel Ks", "mustang 8h", "mustang 9h", "scope As", "jail Js", "jail 10s",
      "jail 4h", "dynamite 2h", "volcanic 10s", "volcanic 10c", "schofield Jc", "schofield Qc",
      "schofield Ks", "remington Kc", "rev_carabine Ac", "winchester 8s" } },
  },
  discard = { "beer 6h", "missed 2s", "bang 5c" },
}
expect {
  deck_size = 1, discard_size = 0, logged = { "C-6" },
  ann = { hand_size = 20 + 2 }, dee = { hand_size = 17 },
  active = "ann", awaiting = "ann",
}
