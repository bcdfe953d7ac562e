-- Lucky Duke: every draw! flips two cards and he chooses the one that counts;
-- both are discarded. In Jail he flips a Club and a Heart, picks the Heart and
-- plays his turn.
scenario {
  title = "Lucky Duke: two cards for every draw!",
  rules = { "C-47", "C-30", "C-32" },
  game = "card", seed = 1, first = "dee",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "lucky_duke", hand = {}, inplay = { "jail js" } },
  },
  deck = { "bang 5c", "beer 6h",      -- the two flipped cards
           "panic", "stagecoach" },   -- dee's phase 1
}
expect { awaiting = "dee", decision = "draw_check", table = { "bang 5c", "beer 6h" } }
command("dee", "pick beer_6h")
expect {
  dee = { inplay = {}, hand = { "panic", "stagecoach" } }, table = {},
  discard_size = 3, discard_top = "jail", awaiting = "dee", decision = "play",
  logged = { "C-47", "C-32" },
}
