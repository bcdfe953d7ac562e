-- General Store: reveal one card per player still in play (bob is out: 3),
-- then starting with the player who played it and going clockwise, each takes
-- one; the last player gets the last card without being asked.
scenario {
  title = "General Store: one card per player in play, clockwise from the player",
  rules = { "C-27", "C-35" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "jourdonnais", hand = { "bang", "general_store" } },
    { "bob", role = "renegade", character = "lucky_duke", life = 1, hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",                  -- ann's phase 1
           "beer 6h", "bang 5c", "panic", "duel" },    -- the General Store
}
command("ann", "play bang bob")
expect { bob = { eliminated = true } }
command("ann", "play general_store")
expect {
  table = { "beer 6h", "bang 5c", "panic" }, deck_size = 80 - 2 - 3 - 2,
  awaiting = "ann", decision = "general_store",
}
command("ann", "take beer")        -- the name before "pick", still accepted
expect { awaiting = "cy", decision = "general_store" }
command("cy", "pick panic")
expect {
  table = {}, ann = { hand = { "missed", "missed", "beer" } }, cy = { hand = { "panic" } },
  dee = { hand = { "bang 5c" } }, awaiting = "ann", decision = "play", logged = { "C-27" },
}
