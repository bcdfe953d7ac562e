-- Elimination: at 0 life with no Beer, bob is out; his role is revealed and
-- every card he had, in hand and in play, is discarded. He was the Renegade:
-- no reward for ann.
scenario {
  title = "Elimination: cards in hand and in play are discarded",
  rules = { "C-35", "C-34", "C-36" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang" } },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = { "stagecoach", "panic" },
      inplay = { "scope", "volcanic" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play bang bob")
expect {
  bob = { eliminated = true, alive = false, life = 0, role = "renegade", hand = {}, inplay = {} },
  discard_size = 5, ann = { hand = { "beer", "beer" } }, not_logged = { "C-36" },
  logged = { "C-35" }, over = false, awaiting = "ann",
}
