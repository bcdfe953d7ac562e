-- No two cards with the same name in play in front of a player: with a Barrel
-- and a Schofield in play, ann cannot play her second Barrel or Schofield.
-- Nothing else is playable, so her only option is "end", taken without asking.
-- Blue cards stay in play from turn to turn.
scenario {
  title = "No two cards of the same name in play; blue cards stay",
  rules = { "C-9", "C-31" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "barrel qs", "schofield jc" },
      inplay = { "barrel ks", "schofield qc" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann
           "beer 6h", "beer 7h" },     -- bob
}
expect {
  active = "bob", turn = 2,
  ann = { hand = { "barrel qs", "schofield jc", "missed", "missed" }, inplay = { "barrel ks", "schofield qc" } },
  discard_size = 0,
}
