-- El Gringo and the Dynamite: nobody caused that damage, so he takes no card
-- (the previous player, ann, keeps her hand); a Beer saves him.
scenario {
  title = "El Gringo takes nothing for Dynamite damage",
  rules = { "C-43", "C-33", "C-34" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "beer 6h", "beer 7h" } },
    { "bob", role = "outlaw", character = "el_gringo", hand = { "beer 8h" }, inplay = { "dynamite" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "missed 4s",                -- bob's Dynamite explodes (3 life, he has 3)
           "beer 9h", "beer 10h" },    -- bob's phase 1
}
command("ann", "end")
expect { awaiting = "bob", decision = "save", bob = { life = 0 } }
command("bob", "play beer")
expect {
  bob = { life = 1, hand = { "beer", "beer" }, inplay = {} },
  ann = { hand = { "beer", "beer", "missed", "missed" } },
  not_logged = { "C-43" }, logged = { "C-33" },
}
