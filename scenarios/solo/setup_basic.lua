-- Set-up: 77 cards plus one Outlaw card in the deck, life as the character (the Sheriff +1), abilities off in the basic game.
scenario {
  title = "Set-up: the deck, life, no abilities",
  rules = { "S-1" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "willy_the_kid" },
    { "o1", role = "outlaw", character = "jourdonnais" },
    { "o2", role = "outlaw", character = "paul_regret" },
    { "o3", role = "outlaw", character = "bart_cassidy", waiting = true },
  },
  deck = { "bang 2d", "bang 3d", "bang 4d", "beer 6h", "missed 11c",      -- the Sheriff: 4 + 1 life
           "beer 7h", "beer 8h", "beer 9h", "beer 10h",                   -- o1: 4
           "missed 3s", "missed 4s", "missed 5s" },                       -- o2: 3
}
-- 77 + 1 cards, 12 dealt.
expect { sheriff = { life = 5, max_life = 5 }, o1 = { life = 4, max_life = 4 },
         o2 = { life = 3, max_life = 3 }, deck_size = 66, discard_size = 0,
         decision = "shots", options = { "play bang o1", "play bang o2" } }
-- Willy the Kid without his ability fires one BANG! only (his other two are
-- discarded); no built-in Barrel for Jourdonnais (no draw!).
command("sheriff", "play bang o1")
expect { o1 = { life = 3 }, deck_size = 66, decision = "beer",
         options = { "play beer sheriff", "play beer o1" }, not_logged = { "C-22" } }
