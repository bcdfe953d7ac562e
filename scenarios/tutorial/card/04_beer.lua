-- Card game, lesson 4: Beer gives back a life point, never above the maximum.
lesson {
  title = N_("Beer: get a life point back"),
  rules = { "C-23", "C-3" },
  text = N_("Your life points are your bullets: the Sheriff has one more than his character. You have lost two. A Beer gives one back on your turn, never above your maximum."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", life = 2, hand = { "beer 6h" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },
}
move {
  "ann", "play beer",
  ask = N_("Drink your Beer."),
  right = N_("You are back to 3 life points. Keep a Beer for bad times: out of your turn it can only save you from a lethal hit."),
  mistakes = {
    { "play beer bob", N_("a Beer heals only the one who drinks it: type it without a name.") },
  },
}
expect { ann = { life = 3 } }
