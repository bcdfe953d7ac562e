-- start = { phase = 4 }: the first turn begins in phase 4 with the preset
-- face-up cards: no Dynamite or Jail check, nothing dealt (the deck's top
-- stays where it is). Also checks the whole discard pile, in order.
scenario {
  title = "Starting in phase 4", rules = { "S-2", "S-4" }, game = "solo", seed = 1,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", faceup = { "bang 2d", "beer 6h" } },
    { "o1", role = "outlaw", character = "kit_carlson", faceup = { "missed 10c" } },
    { "o2", role = "outlaw", character = "jesse_jones", faceup = {}, inplay = { "dynamite" } },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "beer 7h", "bang 3d" },
  discard = { "volcanic 10s", "saloon 5h" },
}
expect { turn = 1, decision = "shots", sheriff = { faceup = { "bang 2d", "beer 6h" } },
         o1 = { faceup = { "missed 10c" } }, o2 = { faceup_size = 0 }, deck_top = { "beer 7h", "bang 3d" },
         discard = { "volcanic 10s", "saloon 5h" }, not_logged = { "S-10", "{player} is dealt {n} face-up card.\1{player} is dealt {n} face-up cards." },
         options = { "play bang o1", "play bang o2" }, o3 = { revealed = false } }
command("sheriff", "play bang o2")
-- The Beer at full life is played without asking; turn 2 is whole: the
-- Dynamite is drawn for (it passes) and the cards are dealt.
expect { o2 = { life = 3 }, turn = 2, logged = { "S-10", "{player} is dealt {n} face-up card.\1{player} is dealt {n} face-up cards." } }
