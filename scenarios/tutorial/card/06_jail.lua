-- Card game, lesson 6: Jail, and the draw! that decides it.
lesson {
  title = N_("Jail and the draw!"),
  rules = { "C-32", "C-30", "C-7" },
  text = N_("Jail goes in front of any player but the Sheriff. At the start of his turn he must \"draw!\": flip the top card of the deck. On a Heart he escapes; otherwise he loses his turn. The Jail is discarded either way."),
}
scenario {
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "vulture_sam", hand = { "jail 4h" } },
    { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "calamity_janet", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "bang 5c",                  -- bob's draw!: a Club, he stays in Jail
           "missed 4s", "missed 5s" }, -- cy's phase 1
}
move {
  "ann", "play jail bob",
  ask = N_("Put bob in Jail, then watch his turn."),
  right = N_("Bob flipped a Club, not a Heart: he skips his turn, and the Jail is discarded."),
  mistakes = {
    { "play jail ann", N_("the Sheriff can never go to Jail: put it in front of another player.") },
  },
}
expect { bob = { hand_size = 0, inplay = {} }, logged = { "C-32" } }
