-- A player out before the game starts (eliminated = true): bob's seat no
-- longer counts, so cy sits next to ann and her "1" reaches him; the turn
-- after ann's is cy's. A command naming bob is refused (D-14), and the
-- scenario goes on. Also checks revealed roles, distance and reach.
scenario {
  title = "A player eliminated at set-up", rules = { "D-11", "D-14", "D-4" },
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy", eliminated = true },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
    { "eve", role = "deputy", character = "jesse_jones" },
  },
  rolls = { { "1", "dynamite", "dynamite", "beer", "beer" } },
}
expect { bob = { eliminated = true, revealed = true, life = 0 }, ann = { revealed = true },
         cy = { revealed = false }, pile = 9,
         distance = { ann = { cy = 1, dee = 2, eve = 1 }, cy = { eve = 2 } },
         reach = { ann = { "cy", "dee", "eve" }, dee = { ann = true, cy = true } } }
command("ann", "stop")
expect { decision = "shoot", options = { "shoot cy", "shoot eve" },
         refused = { { "shoot bob", rule = "D-14" }, { "shoot dee", rule = "D-11" } } }
command("ann", "shoot cy")
command("ann", "beer cy")
command("ann", "beer cy")
-- cy's turn comes next: bob is skipped. Its roll is not scripted: the game
-- pauses there.
expect { cy = { life = 8 }, active = "cy", turn = 2 }
