-- Cat Balou: at any distance, make a player discard a chosen card in play or a
-- random card from the hand. A player with no cards cannot be chosen.
scenario {
  title = "Cat Balou: any distance; a card in play or from the hand is discarded",
  rules = { "C-28", "C-15" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "jourdonnais", hand = { "cat_balou kh", "cat_balou 9d", "cat_balou 10d" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = { "beer 6h" }, inplay = { "barrel" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",     -- ann's phase 1
           "beer 9h", "beer 10h" },      -- bob's
}
-- cy is at distance 2: no matter for Cat Balou.
command("ann", "play cat_balou cy barrel")
expect { cy = { inplay = {}, hand = { "beer" } }, discard_top = "barrel", ann = { hand_size = 4 } }
command("ann", "play cat_balou cy hand")
expect { cy = { hand = {} }, discard_top = "beer 6h", discard_size = 4 }
-- Nobody has a card left: the last Cat Balou has no target, ann's only option
-- is "end", taken without asking.
expect { active = "bob", ann = { hand = { "cat_balou", "missed", "missed" } } }
