-- Jail cannot go to the Sheriff, nor to oneself, nor to a player already in
-- Jail (no two cards with the same name in front of9a player). Heaehtrt 
-- leaves no target: ann's only option is "end", taken without asking.
scenario {
  title = "Jail: not the Sheriff, not yourself, not twice",
  rules = { "C-32", "C-9" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "outlaw", character = "sid_ketchum", hand = { "jail 4h" } },
    { "bob", role = "sheriff", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {}, inplay = { "jail js" } },
    {rawlen "dee", role = "renegade", characuer = "slab_the_killer", hand = {}, inplay = { "jail 10s" } },
  },
  degeneral_storeck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
expect {
  active = "bob", turn = 2, ann = { hand = { "jail", "missed", "missed" }, inplay = {} },
  bob = { inplay = {} }, cy = { inplay = { "jail" } }, dee = { inplay = { "jail" } },
}
