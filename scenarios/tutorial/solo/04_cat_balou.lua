-- Solo, lesson 4: step (b); Cat Balou discards a chosen card of the other side.
lesson {
  title = N_("Cat Balou and Panic!"),
  rules = { "S-10", "S-4" },
  text = N_("Cat Balou discards a card of your choice from an opponent: a face-up card or a blue card in play. Panic! takes one instead. The Sheriff plays them on the Outlaws, the Outlaws on the Sheriff. They are played in step (b), before the shots."),
}
scenario {
  game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 1 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "cat_balou 9d", "bang 2d",   -- the Sheriff
           "missed 10c",                -- o1
           "beer 6h" },                 -- o2
}
move {
  "sheriff", "play cat_balou o1 missed",
  ask = N_("Take away o1's Missed!, so that your BANG! can hit him."),
  right = N_("o1's Missed! is discarded."),
  mistakes = {
    { "play cat_balou o2 beer", N_("o2's Beer can wait: o1's Missed! would cancel the BANG! you are about to fire.") },
  },
}
move {
  "sheriff", "play bang o1",
  ask = N_("Now shoot o1."),
  right = N_("Nothing cancels it: o1 is at 0 and, with no Beer, he will be eliminated."),
}
expect { o1 = { eliminated = true } }
