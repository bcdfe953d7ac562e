-- Panic!: take a card from a player at distance 1 -- a chosen card in play, or
-- a random card from the hand -- whatever the weapon (a Winchester does not
-- help). A player with no cards cannot be chosen.
scenario {
  title = "Panic!: distance 1 whatever the weapon; a card in play or from the hand",
  rules = { "C-28", "C-15", "C-9", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "jourdonnais", hand = { "panic jh", "panic qh", "panic ah" },
      inplay = { "winchester", "barrel" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = { "missed 10c" }, inplay = { "barrel" } },
    { "cy", role = "outlaw", character = "black_jack", hand = { "beer 6h", "beer 7h" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = { "beer 8h" }, inplay = { "mustang" } },
    { "eve", role = "deputy", character = "kit_carlson", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",     -- ann's phase 1: nothing she can play
           "beer 9h", "beer 10h" },      -- bob's
}
command("ann", "play panic bob barrel")
expect { ann = { hand = { "panic", "panic", "missed", "missed", "barrel" } }, bob = { inplay = {} } }
command("ann", "play panic bob hand")
-- Now bob and eve (distance 1) have no cards; cy (2) and dee (2 + Mustang) have
-- cards but are too far for a Panic!, Winchester or not. The stolen Barrel
-- cannot be played (she has one in play) and Missed! never is: her only option
-- is "end", taken without asking. (bob then draws his two Beers.)
expect { active = "bob", ann = { hand = { "panic", "missed", "missed", "barrel", "missed 10c" },
                                 inplay = { "winchester", "barrel" } },
         bob = { hand = { "beer", "beer" }, inplay = {} }, cy = { hand_size = 2 }, dee = { hand_size = 1 } }
